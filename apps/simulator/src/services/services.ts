import type { LivePosition } from '@armada/contracts';
import type { Clock } from '../domain/clock';
import type { DocumentStore } from '../store/document-store';
import type { SessionStore } from '../store/session-store';
import { AddressService } from './address-service';
import { AuthService, DEFAULT_SESSION_TTL_MS } from './auth-service';
import { BannerService } from './banner-service';
import { CompanyService } from './company-service';
import { CustomerService } from './customer-service';
import { DeliveryOrderService } from './delivery-order-service';
import { FeedbackService } from './feedback-service';
import { FleetService } from './fleet-service';
import { LiveHub } from './live-hub';
import { OldVersionService } from './old-version-service';
import { ProfileService } from './profile-service';
import { SavedFilterService } from './saved-filter-service';

/** Everything the transport layer calls; built once per simulator. */
export interface Services {
  auth: AuthService;
  customers: CustomerService;
  deliveryOrders: DeliveryOrderService;
  addresses: AddressService;
  fleet: FleetService;
  feedback: FeedbackService;
  banners: BannerService;
  profiles: ProfileService;
  savedFilters: SavedFilterService;
  companies: CompanyService;
  oldVersion: OldVersionService;
  live: LiveHub;
}

export function createServices(deps: {
  store: DocumentStore;
  sessions: SessionStore;
  clock: Clock;
  sessionTtlMs?: number;
}): Services {
  const { store, sessions, clock } = deps;
  return {
    auth: new AuthService(store, sessions, clock, deps.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS),
    customers: new CustomerService(store, clock),
    deliveryOrders: new DeliveryOrderService(store),
    addresses: new AddressService(store),
    fleet: new FleetService(store),
    feedback: new FeedbackService(store, clock),
    banners: new BannerService(store, clock),
    profiles: new ProfileService(store),
    savedFilters: new SavedFilterService(store, clock),
    companies: new CompanyService(store, clock),
    oldVersion: new OldVersionService(store, clock),
    live: new LiveHub(
      (auth, tag) => {
        const match = /^alert-center-([1-9][0-9]*)$/.exec(tag);
        return (
          match !== null && store.get('vehicles', auth.company.id, Number(match[1])) !== undefined
        );
      },
      // Until the tick engine moves the fleet, the positions are the stored ones.
      (companyId) => storedPositions(store, companyId),
    ),
  };
}

/**
 * The company's main units (trailers travel with their tractor) where the store last has them,
 * as live positions: moving when the last fix had speed, parked otherwise.
 */
function storedPositions(store: DocumentStore, companyId: number): LivePosition[] {
  return store
    .list('vehicles', companyId)
    .filter((vehicle) => vehicle.parent_id === null)
    .map((vehicle) => ({
      id: vehicle.id,
      latitude: vehicle.position.latitude,
      longitude: vehicle.position.longitude,
      heading: vehicle.position.heading,
      speedKmh: vehicle.position.speed,
      status: vehicle.position.speed > 0 ? 'moving' : 'parked',
      reportedAt: Date.parse(vehicle.position.recorded_on),
    }));
}
