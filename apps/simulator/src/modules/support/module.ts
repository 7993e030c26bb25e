import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { liveMessageType } from '@armada/contracts/live';
import { SUPPORT_USER_PERMISSIONS, type SupportContact } from '@armada/contracts/support';
import { defineModule } from '../module';
import { ScanFiles } from '../licences/scan-files';
import { SUPPORT_MIGRATIONS } from './migrations';
import {
  supportControlRoutes,
  supportRoutes,
  supportUploadRoutes,
  uploadErrorHandler,
} from './routes';
import { seedSupport } from './seed-support';
import { SupportAgent } from './support-agent';
import { SupportService } from './support-service';
import { SupportStore } from './support-store';

declare module '../../services/services' {
  interface Services {
    /** The contact channels and the company's support tickets (docs/rules/support.md). */
    support: SupportService;
    /** SUP-11, SUP-12: the simulated support desk's tick. */
    supportAgent: SupportAgent;
  }
}

/** SUP-1: the support desk the simulator's companies reach (the product's configuration). */
export const SUPPORT_CONTACT: SupportContact = {
  whatsapp: '6281188002020',
  phone: '+622150881234',
  phone_display: '(021) 5088 1234',
  email: 'support@armada.example',
  time_zone: 'Asia/Jakarta',
  hours: [
    { days: [1, 2, 3, 4, 5], opens: '08:00', closes: '17:00' },
    { days: [6], opens: '08:00', closes: '12:00' },
  ],
};

/**
 * Support: SQL tables at migrations 47 and 48, attachments as files under the media folder, the
 * simulated support desk on its own tick, the REST routes under `/api` and the `support-reply`
 * live message. Depends on no other module's services.
 */
export const supportModule = defineModule({
  name: 'support',
  migrations: SUPPORT_MIGRATIONS,
  // SUP-15: the administrator, the dispatcher and the operator talk to support.
  grants: {
    admin: SUPPORT_USER_PERMISSIONS,
    dispatcher: SUPPORT_USER_PERMISSIONS,
    operator: SUPPORT_USER_PERMISSIONS,
  },
  services: ({ db, clock, media, services, onError }) => {
    const support = new SupportService({
      tickets: new SupportStore(db),
      files: new ScanFiles(join(media?.dir ?? tmpdir(), 'support-attachments')),
      clock,
      contact: SUPPORT_CONTACT,
      onReply: (companyId, payload) =>
        services.live.publish({ type: liveMessageType('support-reply', companyId), payload }),
    });
    return {
      support,
      supportAgent: new SupportAgent({ support, clock, ...(onError ? { onError } : {}) }),
    };
  },
  routes: [
    { base: 'main', register: supportRoutes },
    { base: 'main', register: supportUploadRoutes, errorHandler: uploadErrorHandler },
    { base: 'main', register: supportControlRoutes, controls: true },
  ],
  seed: async ({ services, store, clock }) => {
    await seedSupport(services.support, store, clock.now());
  },
  // Scheduled work: on the leader process only (STORE-14).
  lead: async ({ services, scheduler, liveFleet }) => {
    if (liveFleet === 'auto') services.supportAgent.start(scheduler);
  },
  stop: (services) => services.supportAgent.stop(),
});
