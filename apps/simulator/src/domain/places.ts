/**
 * Real places the world is built on: districts (kecamatan) of Greater Jakarta, Surabaya and
 * its neighbours, with their approximate centre, postal code and a few real street names.
 * Addresses scatter around these centres, so a map of the demo looks like the real city.
 */
export type Region = 'jabodetabek' | 'surabaya' | 'bandung';

export interface District {
  district: string;
  city: string;
  province: 'DKI Jakarta' | 'Jawa Barat' | 'Banten' | 'Jawa Timur';
  region: Region;
  latitude: number;
  longitude: number;
  postalCode: string;
  /** Directions in which the coast is close; generated points never move that way. */
  seaward?: readonly ('N' | 'E')[];
}

const JKT = 'DKI Jakarta' as const;
const JABAR = 'Jawa Barat' as const;
const BANTEN = 'Banten' as const;
const JATIM = 'Jawa Timur' as const;

function d(
  district: string,
  city: string,
  province: District['province'],
  region: Region,
  latitude: number,
  longitude: number,
  postalCode: string,
  seaward?: readonly ('N' | 'E')[],
): District {
  return seaward
    ? { district, city, province, region, latitude, longitude, postalCode, seaward }
    : { district, city, province, region, latitude, longitude, postalCode };
}

export const DISTRICTS: readonly District[] = [
  // Jakarta Pusat
  d('Tanah Abang', 'Jakarta Pusat', JKT, 'jabodetabek', -6.2066, 106.8107, '10250'),
  d('Menteng', 'Jakarta Pusat', JKT, 'jabodetabek', -6.1966, 106.832, '10310'),
  d('Gambir', 'Jakarta Pusat', JKT, 'jabodetabek', -6.1766, 106.8222, '10110'),
  d('Kemayoran', 'Jakarta Pusat', JKT, 'jabodetabek', -6.1625, 106.856, '10620'),
  d('Senen', 'Jakarta Pusat', JKT, 'jabodetabek', -6.1775, 106.8437, '10410'),
  d('Cempaka Putih', 'Jakarta Pusat', JKT, 'jabodetabek', -6.1789, 106.87, '10510'),
  // Jakarta Utara
  d('Tanjung Priok', 'Jakarta Utara', JKT, 'jabodetabek', -6.132, 106.8716, '14310', ['N']),
  d('Kelapa Gading', 'Jakarta Utara', JKT, 'jabodetabek', -6.1586, 106.9056, '14240'),
  d('Penjaringan', 'Jakarta Utara', JKT, 'jabodetabek', -6.125, 106.78, '14440', ['N']),
  d('Cilincing', 'Jakarta Utara', JKT, 'jabodetabek', -6.123, 106.944, '14120', ['N']),
  d('Pademangan', 'Jakarta Utara', JKT, 'jabodetabek', -6.134, 106.84, '14410', ['N']),
  d('Koja', 'Jakarta Utara', JKT, 'jabodetabek', -6.118, 106.906, '14220', ['N']),
  // Jakarta Barat
  d('Grogol Petamburan', 'Jakarta Barat', JKT, 'jabodetabek', -6.166, 106.789, '11450'),
  d('Kebon Jeruk', 'Jakarta Barat', JKT, 'jabodetabek', -6.192, 106.769, '11530'),
  d('Cengkareng', 'Jakarta Barat', JKT, 'jabodetabek', -6.153, 106.734, '11730'),
  d('Kalideres', 'Jakarta Barat', JKT, 'jabodetabek', -6.142, 106.702, '11840', ['N']),
  d('Palmerah', 'Jakarta Barat', JKT, 'jabodetabek', -6.198, 106.796, '11480'),
  d('Tambora', 'Jakarta Barat', JKT, 'jabodetabek', -6.146, 106.8, '11220'),
  // Jakarta Selatan
  d('Kebayoran Baru', 'Jakarta Selatan', JKT, 'jabodetabek', -6.243, 106.799, '12110'),
  d('Setiabudi', 'Jakarta Selatan', JKT, 'jabodetabek', -6.219, 106.829, '12910'),
  d('Tebet', 'Jakarta Selatan', JKT, 'jabodetabek', -6.226, 106.854, '12810'),
  d('Pasar Minggu', 'Jakarta Selatan', JKT, 'jabodetabek', -6.284, 106.843, '12510'),
  d('Cilandak', 'Jakarta Selatan', JKT, 'jabodetabek', -6.285, 106.801, '12430'),
  d('Pancoran', 'Jakarta Selatan', JKT, 'jabodetabek', -6.253, 106.844, '12780'),
  d('Mampang Prapatan', 'Jakarta Selatan', JKT, 'jabodetabek', -6.25, 106.825, '12790'),
  d('Jagakarsa', 'Jakarta Selatan', JKT, 'jabodetabek', -6.335, 106.823, '12620'),
  // Jakarta Timur
  d('Cakung', 'Jakarta Timur', JKT, 'jabodetabek', -6.183, 106.943, '13910'),
  d('Pulo Gadung', 'Jakarta Timur', JKT, 'jabodetabek', -6.191, 106.896, '13260'),
  d('Jatinegara', 'Jakarta Timur', JKT, 'jabodetabek', -6.224, 106.87, '13310'),
  d('Kramat Jati', 'Jakarta Timur', JKT, 'jabodetabek', -6.27, 106.866, '13510'),
  d('Duren Sawit', 'Jakarta Timur', JKT, 'jabodetabek', -6.233, 106.918, '13440'),
  d('Cipayung', 'Jakarta Timur', JKT, 'jabodetabek', -6.323, 106.899, '13840'),
  d('Pasar Rebo', 'Jakarta Timur', JKT, 'jabodetabek', -6.31, 106.856, '13760'),
  d('Matraman', 'Jakarta Timur', JKT, 'jabodetabek', -6.203, 106.86, '13120'),
  // Bekasi
  d('Bekasi Barat', 'Bekasi', JABAR, 'jabodetabek', -6.24, 106.99, '17134'),
  d('Bekasi Timur', 'Bekasi', JABAR, 'jabodetabek', -6.247, 107.02, '17111'),
  d('Bekasi Selatan', 'Bekasi', JABAR, 'jabodetabek', -6.259, 106.998, '17146'),
  d('Medan Satria', 'Bekasi', JABAR, 'jabodetabek', -6.197, 106.99, '17132'),
  d('Bantar Gebang', 'Bekasi', JABAR, 'jabodetabek', -6.32, 106.99, '17151'),
  d('Cikarang Utara', 'Bekasi', JABAR, 'jabodetabek', -6.26, 107.14, '17530'),
  d('Tambun Selatan', 'Bekasi', JABAR, 'jabodetabek', -6.265, 107.06, '17510'),
  // Tangerang and Tangerang Selatan
  d('Tangerang', 'Tangerang', BANTEN, 'jabodetabek', -6.178, 106.63, '15111'),
  d('Cipondoh', 'Tangerang', BANTEN, 'jabodetabek', -6.19, 106.68, '15148'),
  d('Batuceper', 'Tangerang', BANTEN, 'jabodetabek', -6.16, 106.66, '15122'),
  d('Karawaci', 'Tangerang', BANTEN, 'jabodetabek', -6.194, 106.602, '15115'),
  d('Jatiuwung', 'Tangerang', BANTEN, 'jabodetabek', -6.205, 106.586, '15137'),
  d('Cikupa', 'Tangerang', BANTEN, 'jabodetabek', -6.23, 106.51, '15710'),
  d('Serpong', 'Tangerang Selatan', BANTEN, 'jabodetabek', -6.31, 106.67, '15310'),
  d('Ciputat', 'Tangerang Selatan', BANTEN, 'jabodetabek', -6.309, 106.753, '15411'),
  d('Pondok Aren', 'Tangerang Selatan', BANTEN, 'jabodetabek', -6.266, 106.702, '15224'),
  // Depok
  d('Beji', 'Depok', JABAR, 'jabodetabek', -6.375, 106.815, '16421'),
  d('Pancoran Mas', 'Depok', JABAR, 'jabodetabek', -6.399, 106.813, '16431'),
  d('Cimanggis', 'Depok', JABAR, 'jabodetabek', -6.367, 106.886, '16451'),
  d('Sukmajaya', 'Depok', JABAR, 'jabodetabek', -6.396, 106.842, '16412'),
  // Bogor
  d('Bogor Tengah', 'Bogor', JABAR, 'jabodetabek', -6.595, 106.797, '16121'),
  d('Bogor Utara', 'Bogor', JABAR, 'jabodetabek', -6.56, 106.81, '16152'),
  d('Tanah Sareal', 'Bogor', JABAR, 'jabodetabek', -6.55, 106.78, '16161'),
  d('Cibinong', 'Bogor', JABAR, 'jabodetabek', -6.485, 106.842, '16911'),
  d('Citeureup', 'Bogor', JABAR, 'jabodetabek', -6.487, 106.885, '16810'),
  // Surabaya
  d('Genteng', 'Surabaya', JATIM, 'surabaya', -7.258, 112.74, '60275'),
  d('Tegalsari', 'Surabaya', JATIM, 'surabaya', -7.27, 112.737, '60262'),
  d('Gubeng', 'Surabaya', JATIM, 'surabaya', -7.275, 112.75, '60281'),
  d('Wonokromo', 'Surabaya', JATIM, 'surabaya', -7.295, 112.735, '60243'),
  d('Rungkut', 'Surabaya', JATIM, 'surabaya', -7.327, 112.78, '60293'),
  d('Tenggilis Mejoyo', 'Surabaya', JATIM, 'surabaya', -7.32, 112.755, '60292'),
  d('Sukolilo', 'Surabaya', JATIM, 'surabaya', -7.288, 112.79, '60111', ['E']),
  d('Mulyorejo', 'Surabaya', JATIM, 'surabaya', -7.265, 112.79, '60115', ['E']),
  d('Tandes', 'Surabaya', JATIM, 'surabaya', -7.25, 112.68, '60186'),
  d('Benowo', 'Surabaya', JATIM, 'surabaya', -7.23, 112.64, '60199', ['N']),
  d('Asemrowo', 'Surabaya', JATIM, 'surabaya', -7.252, 112.708, '60182', ['N']),
  d('Pabean Cantian', 'Surabaya', JATIM, 'surabaya', -7.225, 112.733, '60161', ['N']),
  d('Kenjeran', 'Surabaya', JATIM, 'surabaya', -7.23, 112.785, '60129', ['N', 'E']),
  d('Wiyung', 'Surabaya', JATIM, 'surabaya', -7.315, 112.695, '60228'),
  d('Lakarsantri', 'Surabaya', JATIM, 'surabaya', -7.3, 112.65, '60211'),
  // Sidoarjo
  d('Sidoarjo', 'Sidoarjo', JATIM, 'surabaya', -7.448, 112.718, '61212'),
  d('Waru', 'Sidoarjo', JATIM, 'surabaya', -7.347, 112.73, '61256'),
  d('Taman', 'Sidoarjo', JATIM, 'surabaya', -7.36, 112.68, '61257'),
  d('Buduran', 'Sidoarjo', JATIM, 'surabaya', -7.42, 112.72, '61252'),
  d('Gedangan', 'Sidoarjo', JATIM, 'surabaya', -7.39, 112.73, '61254'),
  d('Candi', 'Sidoarjo', JATIM, 'surabaya', -7.485, 112.71, '61271'),
  // Gresik
  d('Gresik', 'Gresik', JATIM, 'surabaya', -7.155, 112.653, '61111', ['N', 'E']),
  d('Kebomas', 'Gresik', JATIM, 'surabaya', -7.17, 112.63, '61124'),
  d('Manyar', 'Gresik', JATIM, 'surabaya', -7.12, 112.6, '61151', ['N']),
  d('Driyorejo', 'Gresik', JATIM, 'surabaya', -7.36, 112.62, '61177'),
  d('Menganti', 'Gresik', JATIM, 'surabaya', -7.28, 112.59, '61174'),
];

/** Real street names per city; addresses pick one and a house number. */
export const STREETS: Readonly<Record<string, readonly string[]>> = {
  'Jakarta Pusat': [
    'Jl. M.H. Thamrin',
    'Jl. Kebon Sirih',
    'Jl. Cikini Raya',
    'Jl. Gunung Sahari',
    'Jl. Kramat Raya',
    'Jl. Suryopranoto',
    'Jl. K.H. Mas Mansyur',
    'Jl. Percetakan Negara',
    'Jl. Cempaka Putih Raya',
    'Jl. Tanah Abang II',
  ],
  'Jakarta Utara': [
    'Jl. Yos Sudarso',
    'Jl. Boulevard Raya',
    'Jl. Pluit Raya',
    'Jl. Cakung Cilincing Raya',
    'Jl. Enggano',
    'Jl. Kelapa Hybrida',
    'Jl. Plumpang Raya',
    'Jl. Danau Sunter Utara',
    'Jl. R.E. Martadinata',
  ],
  'Jakarta Barat': [
    'Jl. Daan Mogot',
    'Jl. Panjang',
    'Jl. Kyai Tapa',
    'Jl. Hayam Wuruk',
    'Jl. Kebon Jeruk Raya',
    'Jl. Peta Selatan',
    'Jl. Kamal Raya',
    'Jl. Tanjung Duren Raya',
    'Jl. Meruya Ilir',
  ],
  'Jakarta Selatan': [
    'Jl. Jend. Sudirman',
    'Jl. Jend. Gatot Subroto',
    'Jl. TB Simatupang',
    'Jl. R.S. Fatmawati',
    'Jl. Kemang Raya',
    'Jl. Warung Buncit Raya',
    'Jl. Tebet Raya',
    'Jl. Raya Pasar Minggu',
    'Jl. Ampera Raya',
    'Jl. Kapten Tendean',
    'Jl. Radio Dalam',
    'Jl. Moh. Kahfi I',
  ],
  'Jakarta Timur': [
    'Jl. Raya Bekasi',
    'Jl. Jatinegara Barat',
    'Jl. Otista Raya',
    'Jl. Raya Bogor',
    'Jl. Pemuda',
    'Jl. Raya Pulo Gadung',
    'Jl. Kalimalang',
    'Jl. Pondok Kopi Raya',
    'Jl. Raya Penggilingan',
    'Jl. Dewi Sartika',
    'Jl. Pramuka Raya',
  ],
  Bekasi: [
    'Jl. Jend. Ahmad Yani',
    'Jl. Ir. H. Juanda',
    'Jl. Chairil Anwar',
    'Jl. Raya Narogong',
    'Jl. Sultan Agung',
    'Jl. Pekayon Raya',
    'Jl. Jababeka Raya',
    'Jl. Industri Selatan',
    'Jl. Raya Tambun',
    'Jl. Kemang Pratama Raya',
  ],
  Tangerang: [
    'Jl. Jend. Sudirman',
    'Jl. M.H. Thamrin',
    'Jl. Daan Mogot',
    'Jl. Imam Bonjol',
    'Jl. Gatot Subroto Km. 5',
    'Jl. Industri Raya Jatake',
    'Jl. Raya Serang',
    'Jl. K.H. Hasyim Ashari',
    'Jl. Prabu Siliwangi',
  ],
  'Tangerang Selatan': [
    'Jl. BSD Raya Utama',
    'Jl. Raya Serpong',
    'Jl. Pahlawan Seribu',
    'Jl. Ir. H. Juanda',
    'Jl. Ceger Raya',
    'Jl. Raya Pondok Aren',
    'Jl. Siliwangi',
  ],
  Depok: [
    'Jl. Margonda Raya',
    'Jl. Raya Bogor',
    'Jl. Ir. H. Juanda',
    'Jl. Siliwangi',
    'Jl. Nusantara Raya',
    'Jl. Tole Iskandar',
    'Jl. Raya Sawangan',
  ],
  Bogor: [
    'Jl. Pajajaran',
    'Jl. K.H. Sholeh Iskandar',
    'Jl. Raya Tajur',
    'Jl. Suryakencana',
    'Jl. Jend. Sudirman',
    'Jl. Raya Cibinong',
    'Jl. Tegar Beriman',
    'Jl. Mayor Oking',
  ],
  Surabaya: [
    'Jl. Basuki Rahmat',
    'Jl. Tunjungan',
    'Jl. Raya Darmo',
    'Jl. Ahmad Yani',
    'Jl. Kertajaya',
    'Jl. Mayjen Sungkono',
    'Jl. Rungkut Industri Raya',
    'Jl. Raya Kenjeran',
    'Jl. Margomulyo',
    'Jl. Kalianak',
    'Jl. Dr. Ir. H. Soekarno',
    'Jl. Jemursari',
    'Jl. Manyar Kertoarjo',
    'Jl. Kapas Krampung',
  ],
  Sidoarjo: [
    'Jl. Raya Waru',
    'Jl. Raya Buduran',
    'Jl. Pahlawan',
    'Jl. Raya Gedangan',
    'Jl. Jenggolo',
    'Jl. Raya Taman',
    'Jl. Letjen Sutoyo',
    'Jl. Raya Candi',
  ],
  Gresik: [
    'Jl. Dr. Wahidin Sudirohusodo',
    'Jl. Veteran',
    'Jl. Raya Manyar',
    'Jl. Sunan Giri',
    'Jl. Raya Driyorejo',
    'Jl. Raya Menganti',
    'Jl. Kapten Darmo Sugondo',
  ],
};

export interface DepotSite {
  key: string;
  name: string;
  street: string;
  district: string;
  latitude: number;
  longitude: number;
  /** Plate prefixes of the vehicles based here. */
  platePrefixes: readonly string[];
}

/** Depots of the demo company (PT Armada Logistik Nusantara). */
export const DEMO_DEPOTS: readonly DepotSite[] = [
  {
    key: 'cakung',
    name: 'Gudang Utama Cakung',
    street: 'Jl. Raya Cakung Cilincing Km. 3',
    district: 'Cakung',
    latitude: -6.1702,
    longitude: 106.934,
    platePrefixes: ['B'],
  },
  {
    key: 'cikarang',
    name: 'Gudang Cikarang Jababeka',
    street: 'Jl. Jababeka Raya Blok F No. 12',
    district: 'Cikarang Utara',
    latitude: -6.2925,
    longitude: 107.152,
    platePrefixes: ['B', 'F'],
  },
  {
    key: 'tangerang',
    name: 'Gudang Jatake Tangerang',
    street: 'Jl. Industri Raya Jatake No. 8',
    district: 'Jatiuwung',
    latitude: -6.2049,
    longitude: 106.5862,
    platePrefixes: ['B'],
  },
  {
    key: 'bandung',
    name: 'Pool Gedebage Bandung',
    street: 'Jl. Soekarno-Hatta No. 721',
    district: 'Gedebage',
    latitude: -6.9448,
    longitude: 107.6902,
    platePrefixes: ['D'],
  },
  {
    key: 'rungkut',
    name: 'Gudang SIER Rungkut',
    street: 'Jl. Rungkut Industri Raya No. 10',
    district: 'Rungkut',
    latitude: -7.329,
    longitude: 112.76,
    platePrefixes: ['L'],
  },
  {
    key: 'margomulyo',
    name: 'Gudang Margomulyo',
    street: 'Jl. Margomulyo No. 44',
    district: 'Tandes',
    latitude: -7.2468,
    longitude: 112.679,
    platePrefixes: ['L', 'W'],
  },
];

/** The Bandung pool sits outside the delivery areas; it only homes D-plate vehicles. */
export const EXTRA_DISTRICTS: readonly District[] = [
  d('Gedebage', 'Bandung', JABAR, 'bandung', -6.9448, 107.6902, '40295'),
];

/** Depot of the branded-tracker company 1449 (a Sidoarjo courier). */
export const BRANDED_DEPOTS: readonly DepotSite[] = [
  {
    key: 'sidoarjo',
    name: 'Pool Lintas Jaya Buduran',
    street: 'Jl. Raya Buduran No. 27',
    district: 'Buduran',
    latitude: -7.4231,
    longitude: 112.7236,
    platePrefixes: ['W', 'L'],
  },
];

export function findDistrict(name: string): District {
  const found = [...DISTRICTS, ...EXTRA_DISTRICTS].find((x) => x.district === name);
  if (!found) throw new Error(`Unknown district ${name}`);
  return found;
}
