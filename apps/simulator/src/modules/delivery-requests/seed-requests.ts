import type { DeliveryOrderItem } from '@armada/contracts/delivery-orders';
import type { DeliveryRequestStatusName } from '@armada/contracts/delivery-requests';
import type { Clock } from '../../domain/clock';
import { Rng } from '../../domain/rng';
import { startOfWibDay, toWibIso } from '../../domain/wib-time';
import type { DocumentStore } from '../../store/document-store';
import { jsonColumn, type SqlClient } from '../../store/sql-client';
import { readWorldMarker } from '../../store/world-seed';
import {
  companyCode,
  insertEvent,
  insertRequest,
  type NewDeliveryRequestRow,
} from './delivery-request-store';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const SEED_META_KEY = 'delivery-requests';

/** What the seeded requests ask to carry: [name, unit, kg per unit, m³ per unit]. */
const GOODS: readonly (readonly [string, string, number, number])[] = [
  ['Air mineral 600 ml', 'dus', 12, 0.03],
  ['Semen 50 kg', 'sak', 50, 0.04],
  ['Beras premium 25 kg', 'karung', 25, 0.035],
  ['Minyak goreng 2 L', 'karton', 13, 0.025],
  ['Pupuk NPK 50 kg', 'sak', 50, 0.045],
  ['Keramik lantai 40x40', 'dus', 17, 0.02],
  ['Mi instan', 'karton', 4, 0.02],
];

const REJECTIONS = [
  'Armada penuh pada tanggal yang diminta',
  'Alamat tujuan di luar wilayah layanan',
  'Pelanggan masih memiliki tagihan yang belum dibayar',
];

const FREE_TEXT_DESTINATIONS = [
  'Proyek perumahan baru, Jl. Raya Narogong km 12, Bekasi (patokan: SPBU)',
  'Gudang baru pelanggan di kawasan industri Jababeka blok F',
];

/** The seeded mix per company (DREQ-17), in the order they are written. */
const PLAN: readonly DeliveryRequestStatusName[] = [
  'PENDING',
  'PENDING',
  'PENDING',
  'PENDING',
  'PENDING',
  'PENDING',
  'APPROVED',
  'APPROVED',
  'APPROVED',
  'REJECTED',
  'REJECTED',
  'CANCELLED',
];

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const day = (ms: number) => toWibIso(ms).slice(0, 10);

/**
 * DREQ-17: each company with customers and addresses gets twelve requests: six pending from the
 * last days, three approved into seeded delivery orders, two rejected and one cancelled. They
 * are drawn from the world's seed and dated from the clock, so a seed and a clock give the same
 * requests; written once per seeded world, like the orders (DLV-13).
 */
export async function seedDeliveryRequests(deps: {
  db: SqlClient;
  store: DocumentStore;
  clock: Clock;
  seed: number;
}): Promise<void> {
  const { db, store, clock, seed } = deps;
  const marker = await readWorldMarker(db);
  if (!marker) return;
  const seededAt = marker.seededAt;
  const now = clock.now();
  const today = startOfWibDay(now);
  await db.transaction(async (tx) => {
    await tx.exec('LOCK TABLE world_meta IN EXCLUSIVE MODE');
    const rows = await tx.query<{ value: unknown }>('SELECT value FROM world_meta WHERE key = $1', [
      SEED_META_KEY,
    ]);
    const value = rows[0]?.value;
    const copiedAt = value ? jsonColumn<{ seededAt?: number }>(value).seededAt : undefined;
    if (copiedAt === seededAt) return;
    await tx.exec('DELETE FROM delivery_request_events; DELETE FROM delivery_requests;');
    const companies = store
      .entries('companies')
      .map(({ record }) => record.id)
      .sort((a, b) => a - b);
    for (const companyId of companies) {
      const rng = new Rng(seed).fork('delivery-requests').fork(String(companyId));
      const customers = [...store.list('customers', companyId)].sort((a, b) => a.id - b.id);
      const addresses = [...store.list('addresses', companyId)].sort((a, b) => a.id - b.id);
      const depots = addresses.filter((a) => a.is_depot);
      const places = addresses.filter((a) => !a.is_depot);
      const orders = store
        .list('delivery_orders', companyId)
        .filter((o) => o.status.name !== 'DRAFT' && o.status.name !== 'CANCELLED')
        .sort((a, b) => a.id - b.id);
      if (customers.length === 0 || depots.length === 0 || places.length === 0) continue;
      const code = companyCode(store, companyId);
      const yymm = (ms: number) => toWibIso(ms).slice(2, 4) + toWibIso(ms).slice(5, 7);
      const staff = [...new Set(orders.map((o) => o.created_by))].sort();
      const sales = [...new Set(orders.map((o) => o.marketing_user.name))].sort();
      const linked = rng.sample(orders, 3);
      let seq = 0;
      let freeText = 0;
      let rejection = 0;
      for (const [index, status] of PLAN.entries()) {
        const order = status === 'APPROVED' ? linked.shift() : undefined;
        if (status === 'APPROVED' && !order) continue;
        seq += 1;
        const createdAt = order
          ? Date.parse(order.created_on) - rng.int(2, 20) * HOUR_MS
          : today - rng.int(0, 4) * DAY_MS + rng.int(7, 17) * HOUR_MS + rng.int(0, 59) * 60_000;
        const created = Math.min(createdAt, now - HOUR_MS);
        const customer = order
          ? (customers.find((c) => c.id === order.shipped_customer.id) ?? rng.pick(customers))
          : rng.pick(customers);
        const own = places.filter((a) => a.customer_id === customer.id);
        const destination = order
          ? (places.find((a) => a.id === order.destination_address.id) ?? rng.pick(places))
          : rng.pick(own.length > 0 ? own : places);
        const origin = order
          ? (addresses.find((a) => a.id === order.origin_address.id) ?? rng.pick(depots))
          : rng.pick(depots);
        const textOnly =
          status === 'PENDING' && index >= 4 && freeText < FREE_TEXT_DESTINATIONS.length;
        // An approved request asked for what its order carries (the seeded orders have no lines).
        const items: DeliveryOrderItem[] = order
          ? []
          : rng.sample(GOODS, rng.int(1, 3)).map(([name, unit, kg, m3]) => {
              const quantity = rng.int(5, 120);
              return {
                name,
                quantity,
                unit,
                weight: round(quantity * kg, 1),
                volume: round(quantity * m3, 3),
              };
            });
        const byCustomer = rng.chance(0.5);
        const startHour = rng.int(8, 13);
        const row: NewDeliveryRequestRow = {
          company_id: companyId,
          number: `DR/${code}/${yymm(created)}/${String(seq).padStart(5, '0')}`,
          status,
          requester_type: byCustomer ? 'CUSTOMER' : 'SALES',
          requester_name: byCustomer
            ? (customer.contact_person ?? customer.name)
            : sales.length > 0
              ? rng.pick(sales)
              : 'Tim Penjualan',
          requester_phone: byCustomer ? customer.phone : null,
          customer_id: customer.id,
          customer_name: customer.name,
          origin_address_id: origin.id,
          origin_address_name: origin.name,
          destination_address_id: textOnly ? null : destination.id,
          destination_address_name: textOnly ? null : destination.name,
          destination_city: textOnly ? null : destination.city,
          destination_province: textOnly ? null : destination.province,
          destination_text: textOnly ? (FREE_TEXT_DESTINATIONS[freeText++] ?? null) : null,
          wanted_date: day(created + rng.int(1, 5) * DAY_MS),
          window_start: rng.chance(0.6) ? `${String(startHour).padStart(2, '0')}:00` : null,
          window_end: null,
          items,
          load_weight: round(
            items.reduce((s, i) => s + i.weight, 0),
            3,
          ),
          load_volume: round(
            items.reduce((s, i) => s + i.volume, 0),
            3,
          ),
          notes: rng.chance(0.4) ? 'Mohon hubungi penerima sebelum tiba.' : '',
          decision_reason: null,
          delivery_order_id: order?.id ?? null,
          delivery_order_number: order?.number ?? null,
          created_at: created,
          created_by: 'Portal pelanggan',
          updated_at: created,
        };
        // A salesperson writes their own request; a customer's comes through the portal.
        if (!byCustomer) row.created_by = row.requester_name;
        if (row.window_start) row.window_end = `${String(startHour + 4).padStart(2, '0')}:00`;
        const decidedAt = order
          ? Date.parse(order.created_on)
          : Math.min(created + rng.int(1, 6) * HOUR_MS, now);
        const actor = staff.length > 0 ? rng.pick(staff) : 'Dispatcher';
        if (status === 'REJECTED') {
          row.decision_reason = REJECTIONS[rejection++ % REJECTIONS.length] ?? null;
        } else if (status === 'CANCELLED') {
          row.decision_reason = 'Pelanggan mengambil sendiri barangnya';
        }
        if (status !== 'PENDING') row.updated_at = decidedAt;
        const id = await insertRequest(tx, row);
        await insertEvent(tx, {
          companyId,
          requestId: id,
          from: null,
          to: 'PENDING',
          actor: row.created_by,
          at: created,
          reason: null,
          deliveryOrderId: null,
        });
        if (status !== 'PENDING') {
          await insertEvent(tx, {
            companyId,
            requestId: id,
            from: 'PENDING',
            to: status,
            actor: status === 'CANCELLED' ? row.requester_name : actor,
            at: decidedAt,
            reason: row.decision_reason,
            deliveryOrderId: order?.id ?? null,
          });
        }
      }
    }
    await tx.query(
      `INSERT INTO world_meta (key, value) VALUES ($1, $2::json)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [SEED_META_KEY, JSON.stringify({ seededAt })],
    );
  });
}
