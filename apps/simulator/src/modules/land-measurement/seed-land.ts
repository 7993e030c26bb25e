import { checkBoundary } from '@armada/contracts/land-measurement';
import type { DocumentStore } from '../../store/document-store';
import type { NewLandRow } from './land-measurement-store';

/**
 * LAND-8: what a fresh world's companies start with, so the page and its exports show
 * something: an oil-palm block in Riau, a limestone quarry in Bogor and a depot's new yard in
 * Cikarang, drawn by hand (three, so a list of them pages).
 * Pure in the store's contents: the same world gives the same measurements.
 */
const SEEDED: readonly { name: string; notes: string; boundary: [number, number][] }[] = [
  {
    name: 'Kebun sawit Blok A-12 Kampar',
    notes: 'Tanaman menghasilkan, tahun tanam 2014. Batas mengikuti jalan produksi.',
    boundary: [
      [0.3512, 101.2105],
      [0.3512, 101.2196],
      [0.3441, 101.2199],
      [0.3398, 101.2162],
      [0.3403, 101.2104],
    ],
  },
  {
    name: 'Tambang kapur Citeureup sisi timur',
    notes: 'Area bukaan aktif per awal bulan.',
    boundary: [
      [-6.4861, 106.9012],
      [-6.4849, 106.9071],
      [-6.4893, 106.9093],
      [-6.4932, 106.9055],
      [-6.4907, 106.9003],
    ],
  },
  {
    name: 'Lahan perluasan depo Cikarang',
    notes: 'Rencana area parkir truk; diukur ulang setelah pemagaran.',
    boundary: [
      [-6.2981, 107.1462],
      [-6.2979, 107.1489],
      [-6.3003, 107.1493],
      [-6.3006, 107.1466],
    ],
  },
];

export function seededMeasurements(store: DocumentStore, now: number): NewLandRow[] {
  const companies = [...new Set(store.entries('vehicles').map((entry) => entry.companyId))].sort(
    (a, b) => a - b,
  );
  return companies.flatMap((companyId) =>
    SEEDED.flatMap((seeded, i) => {
      const checked = checkBoundary(seeded.boundary);
      if (!checked.ok) return [];
      return [
        {
          companyId,
          name: seeded.name,
          notes: seeded.notes,
          boundary: checked.ring,
          vertexCount: checked.figures.vertexCount,
          areaM2: checked.figures.areaM2,
          perimeterM: checked.figures.perimeterM,
          source: 'DRAWN' as const,
          track: null,
          // The older first, a day apart.
          createdAt: now - (SEEDED.length - i) * 86_400_000,
          createdBy: null,
        },
      ];
    }),
  );
}
