import type { FleetCategory } from '@armada/contracts/fleet';

/**
 * Vehicle types, box types and models an Indonesian fleet runs. Capacities: kg and cbm;
 * dimensions: inside length, width and height in metres.
 */
export interface BoxTypeSpec {
  key: string;
  name: string;
  weightCapacity: number;
  length: number;
  width: number;
  height: number;
}

export const BOX_TYPE_SPECS: readonly BoxTypeSpec[] = [
  { key: 'motor', name: 'Box Motor', weightCapacity: 100, length: 0.7, width: 0.6, height: 0.7 },
  { key: 'van', name: 'Blind Van', weightCapacity: 800, length: 2.2, width: 1.3, height: 1.1 },
  { key: 'pickup', name: 'Bak Pikap', weightCapacity: 1000, length: 2.4, width: 1.6, height: 1.0 },
  { key: 'cde', name: 'Box CDE', weightCapacity: 2200, length: 3.1, width: 1.7, height: 1.8 },
  { key: 'cdd', name: 'Box CDD', weightCapacity: 5000, length: 4.3, width: 2.0, height: 1.8 },
  {
    key: 'cdd-long',
    name: 'Box CDD Long',
    weightCapacity: 5500,
    length: 5.6,
    width: 2.1,
    height: 1.9,
  },
  {
    key: 'reefer',
    name: 'Box Reefer CDD',
    weightCapacity: 4000,
    length: 4.0,
    width: 1.9,
    height: 1.6,
  },
  { key: 'fuso', name: 'Wingbox Fuso', weightCapacity: 8000, length: 6.2, width: 2.4, height: 2.2 },
  {
    key: 'tronton',
    name: 'Wingbox Tronton',
    weightCapacity: 15000,
    length: 9.4,
    width: 2.4,
    height: 2.2,
  },
  {
    key: 'container',
    name: 'Kontainer 40 ft',
    weightCapacity: 26000,
    length: 12.0,
    width: 2.35,
    height: 2.39,
  },
];

export interface VehicleTypeSpec {
  key: string;
  type: string;
  isActive: boolean;
  category: FleetCategory;
  boxKey: string | null;
  models: readonly (readonly [brand: string, model: string])[];
  licenseType: string;
  /** Relative frequency in the demo fleet. */
  weight: number;
}

export const VEHICLE_TYPE_SPECS: readonly VehicleTypeSpec[] = [
  {
    key: 'cde',
    type: 'CDE (Colt Diesel Engkel)',
    isActive: true,
    category: 'Truk',
    boxKey: 'cde',
    models: [
      ['Mitsubishi Fuso', 'Canter FE 71'],
      ['Isuzu', 'Elf NMR 71'],
      ['Hino', 'Dutro 110 SD'],
    ],
    licenseType: 'SIM B1 Umum',
    weight: 18,
  },
  {
    key: 'cdd',
    type: 'CDD (Colt Diesel Double)',
    isActive: true,
    category: 'Truk',
    boxKey: 'cdd',
    models: [
      ['Mitsubishi Fuso', 'Canter FE 74 HD'],
      ['Isuzu', 'Elf NMR 81'],
      ['Hino', 'Dutro 130 HD'],
    ],
    licenseType: 'SIM B1 Umum',
    weight: 20,
  },
  {
    key: 'cdd-long',
    type: 'CDD Long',
    isActive: true,
    category: 'Truk',
    boxKey: 'cdd-long',
    models: [
      ['Mitsubishi Fuso', 'Canter FE 84 G'],
      ['Hino', 'Dutro 136 HDL'],
    ],
    licenseType: 'SIM B1 Umum',
    weight: 8,
  },
  {
    key: 'reefer',
    type: 'CDD Reefer',
    isActive: true,
    category: 'Truk',
    boxKey: 'reefer',
    models: [['Isuzu', 'Elf NMR 81 Freezer']],
    licenseType: 'SIM B1 Umum',
    weight: 5,
  },
  {
    key: 'fuso',
    type: 'Fuso',
    isActive: true,
    category: 'Truk',
    boxKey: 'fuso',
    models: [
      ['Mitsubishi Fuso', 'Fighter FM 65 F'],
      ['Hino', 'Ranger FG 235 JJ'],
    ],
    licenseType: 'SIM B2 Umum',
    weight: 7,
  },
  {
    key: 'tronton',
    type: 'Tronton',
    isActive: true,
    category: 'Truk',
    boxKey: 'tronton',
    models: [
      ['Hino', 'Ranger FL 235 JW'],
      ['Isuzu', 'Giga FVM 34 W'],
    ],
    licenseType: 'SIM B2 Umum',
    weight: 4,
  },
  {
    key: 'tractor',
    type: 'Tractor Head',
    isActive: true,
    category: 'Truk',
    boxKey: null,
    models: [
      ['Hino', 'SG 260 J'],
      ['Mercedes-Benz', 'Axor 2528'],
    ],
    licenseType: 'SIM B2 Umum',
    weight: 0,
  },
  {
    key: 'trailer',
    type: 'Trailer 40 ft',
    isActive: true,
    category: 'Truk',
    boxKey: 'container',
    models: [['Karoseri Tri Jaya', 'Semi Trailer Flatbed 40 ft']],
    licenseType: 'SIM B2 Umum',
    weight: 0,
  },
  {
    key: 'van',
    type: 'Blind Van',
    isActive: true,
    category: 'Van',
    boxKey: 'van',
    models: [
      ['Daihatsu', 'Gran Max Blind Van'],
      ['Suzuki', 'APV Blind Van'],
    ],
    licenseType: 'SIM A Umum',
    weight: 12,
  },
  {
    key: 'pickup',
    type: 'Pikap',
    isActive: true,
    category: 'Pikap',
    boxKey: 'pickup',
    models: [
      ['Daihatsu', 'Gran Max Pick Up'],
      ['Suzuki', 'New Carry Pick Up'],
      ['Mitsubishi', 'L300 Pick Up'],
    ],
    licenseType: 'SIM A Umum',
    weight: 12,
  },
  {
    key: 'motor',
    type: 'Motor Box',
    isActive: true,
    category: 'Motor',
    boxKey: 'motor',
    models: [
      ['Honda', 'Supra X 125'],
      ['Yamaha', 'NMAX 155'],
    ],
    licenseType: 'SIM C',
    weight: 6,
  },
  {
    key: 'tanker',
    type: 'Truk Tangki',
    isActive: false,
    category: 'Truk',
    boxKey: null,
    models: [['Hino', 'Ranger FM 260 JD Tangki']],
    licenseType: 'SIM B2 Umum',
    weight: 0,
  },
];

/** Vehicle groups of the demo company; each depot has its own plus a few cross-cutting ones. */
export const DEMO_GROUP_NAMES = {
  cakung: 'Armada Jakarta Timur',
  cikarang: 'Armada Cikarang',
  tangerang: 'Armada Tangerang',
  bandung: 'Armada Bandung',
  rungkut: 'Armada Surabaya Rungkut',
  margomulyo: 'Armada Surabaya Margomulyo',
} as const;

export const DEMO_EXTRA_GROUPS = [
  'Kendaraan Berpendingin',
  'Pengiriman Ekspres',
  'Unit Sewa',
] as const;
