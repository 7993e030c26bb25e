import {
  LICENCE_TERM_MONTHS,
  SIM_CLASSES,
  SIM_CLASS_LABELS,
  addDays,
  addMonths,
  type LicenceDocumentKind,
  type SimClass,
} from '@armada/contracts/licences';
import { Rng } from '../../domain/rng';
import type { DocumentStore } from '../../store/document-store';
import type { NewDocumentRow } from './licence-store';
import { companyToday } from './licence-service';

/**
 * LIC-12: what a fresh world's companies start with. Every vehicle has its STNK (yearly tax and
 * five-yearly renewal) and insurance, every goods vehicle its KIR, one in four a permit, and
 * every driver a SIM of the class on the driver's record. Their expiries are drawn so that about
 * one in twenty is expired, and a few fall in each of the 1, 7 and 30-day windows. Pure in the
 * seed, the store and the day: the same world gives the same documents.
 */

/** Days left at expiry, by how often each band comes up. */
const BANDS: readonly (readonly [min: number, max: number, weight: number])[] = [
  [-90, -1, 5],
  [0, 1, 3],
  [2, 7, 5],
  [8, 30, 10],
  [31, Number.POSITIVE_INFINITY, 77],
];

function daysLeft(rng: Rng, termDays: number): number {
  const total = BANDS.reduce((sum, [, , weight]) => sum + weight, 0);
  let u = rng.float(0, total);
  for (const [min, max, weight] of BANDS) {
    if (u < weight) return rng.int(min, Math.min(max, termDays - 1));
    u -= weight;
  }
  return rng.int(31, termDays - 1);
}

function simClassOf(label: string): SimClass {
  const found = SIM_CLASSES.find((c) => SIM_CLASS_LABELS[c] === label);
  return found ?? 'B1_UMUM';
}

const CITY_CODES = ['JKT', 'BKS', 'TNG', 'BDG', 'SBY', 'SMG'];

export function seededLicences(store: DocumentStore, seed: number, now: number): NewDocumentRow[] {
  const rows: NewDocumentRow[] = [];
  for (const { record: company } of store.entries('companies')) {
    const companyId = company.id;
    const today = companyToday(store, companyId, now);
    const rng = new Rng(seed, `/licences/${companyId}`);
    const add = (
      kind: LicenceDocumentKind,
      holder: { vehicleId: number } | { driverId: number; simClass: SimClass },
      number: string,
      notes = '',
    ) => {
      const months = LICENCE_TERM_MONTHS[kind] ?? 36;
      const termDays = Math.round(months * 30.4);
      const expiresOn = addDays(today, daysLeft(rng, termDays));
      const issuedOn = addMonths(expiresOn, -months);
      rows.push({
        companyId,
        holderType: 'vehicleId' in holder ? 'VEHICLE' : 'DRIVER',
        kind,
        vehicleId: 'vehicleId' in holder ? holder.vehicleId : null,
        driverId: 'driverId' in holder ? holder.driverId : null,
        simClass: 'driverId' in holder ? holder.simClass : null,
        number,
        issuedOn,
        expiresOn,
        notes,
        createdAt: now,
      });
    };
    for (const vehicle of store.list('vehicles', companyId)) {
      const holder = { vehicleId: vehicle.id };
      const stnk = rng.digits(8);
      add('STNK_TAX', holder, stnk);
      add('STNK_RENEWAL', holder, stnk);
      if (vehicle.fleet_category !== 'Motor') {
        const city = CITY_CODES[rng.int(0, CITY_CODES.length - 1)] ?? 'JKT';
        add('KIR', holder, `${city} ${rng.digits(5)} ${rng.letters(1)}`);
      }
      add('INSURANCE', holder, `POL-${rng.digits(4)}-${rng.digits(7)}`, 'All risk');
      if (rng.chance(0.25)) {
        add(
          'PERMIT',
          holder,
          `503/IUA/${rng.digits(4)}/${rng.digits(3)}`,
          'Izin usaha angkutan barang',
        );
      }
    }
    for (const driver of store.list('drivers', companyId)) {
      add(
        'SIM',
        { driverId: driver.driverId, simClass: simClassOf(driver.licenseType) },
        driver.licenseNo || rng.digits(12),
      );
    }
  }
  return rows;
}
