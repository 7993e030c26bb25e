import type { Faker, FakerOptions } from '@faker-js/faker';
// Only the Indonesian locale: the package's main entry loads all of its 70 locales (~0.3 s).
import { faker as fakerIdId } from '@faker-js/faker/locale/id_ID';
import type { Rng } from '../rng';

/**
 * That entry exports one shared instance, built on `[id_ID, en, base]`; each IndonesianNames
 * gets its own instance of the same class on the same definitions, seeded on its own.
 */
const FakerClass = fakerIdId.constructor as new (options: FakerOptions) => Faker;
const ID_ID_DEFINITIONS = fakerIdId.rawDefinitions;

/**
 * Indonesian names from @faker-js/faker's id_ID locale, seeded from the world's Rng so a seed
 * gives the same people; business names and phone numbers are built here from local patterns
 * (faker's id_ID companies and streets read oddly on a demo).
 */
export class IndonesianNames {
  private readonly faker: Faker;

  constructor(private readonly rng: Rng) {
    this.faker = new FakerClass({ locale: ID_ID_DEFINITIONS });
    this.faker.seed(rng.nextUint32());
  }

  person(sex: 'male' | 'female' = this.rng.chance(0.75) ? 'male' : 'female'): string {
    const first = this.faker.person.firstName(sex);
    const last = this.faker.person.lastName(sex);
    return first === last ? first : `${first} ${last}`;
  }

  /** A mobile number as operators store it: +62 8xx..., 11 to 13 digits after +62. */
  mobile(): string {
    const prefix = this.rng.pick([
      '811',
      '812',
      '813',
      '821',
      '822',
      '852',
      '853',
      '856',
      '857',
      '878',
      '877',
      '895',
      '896',
      '838',
    ]);
    return `+62${prefix}${this.rng.digits(this.rng.int(7, 8))}`;
  }

  /** A landline: Jakarta 021, Surabaya 031, Bandung 022. */
  landline(areaCode: '21' | '31' | '22'): string {
    return `+62${areaCode}${this.rng.digits(8)}`;
  }

  business(): { name: string; type: 'COMPANY' | 'INDIVIDUAL' } {
    const shape = this.rng.weighted([
      ['pt', 40],
      ['cv', 20],
      ['toko', 20],
      ['ud', 8],
      ['person', 12],
    ] as const);
    if (shape === 'person') return { name: this.person(), type: 'INDIVIDUAL' };
    const [w1, w2] = this.rng.sample(BUSINESS_WORDS, 2) as [string, string];
    if (shape === 'pt') {
      const trade = this.rng.pick(PT_TRADES);
      return { name: `PT ${w1} ${w2} ${trade}`.trim(), type: 'COMPANY' };
    }
    if (shape === 'cv') return { name: `CV ${w1} ${w2}`, type: 'COMPANY' };
    if (shape === 'ud') return { name: `UD ${w1} ${w2}`, type: 'COMPANY' };
    const kind = this.rng.pick(SHOP_KINDS);
    return { name: `${kind} ${w1} ${w2}`, type: 'COMPANY' };
  }
}

export const BUSINESS_WORDS = [
  'Maju',
  'Jaya',
  'Makmur',
  'Sentosa',
  'Abadi',
  'Sejahtera',
  'Mandiri',
  'Sinar',
  'Berkah',
  'Rejeki',
  'Sumber',
  'Karya',
  'Mulia',
  'Lestari',
  'Utama',
  'Bersama',
  'Harapan',
  'Cahaya',
  'Bintang',
  'Indah',
  'Prima',
  'Agung',
  'Nusantara',
  'Sukses',
  'Gemilang',
  'Perkasa',
  'Santosa',
  'Mitra',
  'Anugerah',
  'Kencana',
] as const;

const PT_TRADES = [
  'Distribusi',
  'Niaga',
  'Retailindo',
  'Pangan',
  'Elektronik',
  'Farma',
  'Kemasan',
  'Bangunan',
  'Trading',
  '',
] as const;

const SHOP_KINDS = [
  'Toko',
  'Toko Bangunan',
  'Apotek',
  'Minimarket',
  'Grosir',
  'Toko Elektronik',
  'Agen Sembako',
] as const;

/** Lowercase ASCII slug for e-mail addresses. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
}
