import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { GeofenceImportReport } from '@armada/contracts/geofences';
import { SERVER_ERROR_REASONS } from '@armada/contracts/shared';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/test-utils';
import { ImportRefusedError, type ImportApi } from '../api/import-geofences';
import { ImportDialog } from './import-dialog';
import { WAIT_BOUND } from '@/testing/wait';

const report: GeofenceImportReport = {
  valid: 1,
  invalid: 1,
  features: [
    {
      index: 0,
      name: 'Depo Cakung',
      category: 'DEPOT',
      shape_type: 'CIRCLE',
      vertex_count: 1,
      problems: [],
    },
    {
      index: 1,
      name: 'Besar',
      category: 'CUSTOMER',
      shape_type: 'POLYGON',
      vertex_count: 100_000,
      problems: [
        {
          reason: SERVER_ERROR_REASONS.shapeTooManyVertices,
          params: { count: 100_000, max: 5000 },
        },
      ],
    },
  ],
};

const geojson = (name = 'batas.geojson', size = 20) =>
  new File(['x'.repeat(size)], name, { type: 'application/geo+json' });

function choose(file: File) {
  fireEvent.change(screen.getByTestId('geofence-import-file'), { target: { files: [file] } });
}

describe('ImportDialog (GEO-21)', () => {
  it('refuses a file of another type or over 5 MB before sending it', () => {
    const api: ImportApi = { check: vi.fn(), commit: vi.fn() };
    renderWithProviders(<ImportDialog onHide={() => {}} onImported={() => {}} api={api} />);
    choose(new File(['a,b'], 'batas.csv', { type: 'text/csv' }));
    expect(screen.getByRole('alert').textContent).toContain('.geojson atau .json');
    const large = geojson();
    Object.defineProperty(large, 'size', { value: 5 * 1024 * 1024 + 1 });
    choose(large);
    expect(screen.getByRole('alert').textContent).toContain('lebih besar dari 5 MB');
    expect(screen.getByTestId('geofence-import-check')).toHaveProperty('disabled', true);
    expect(api.check).not.toHaveBeenCalled();
  });

  it('names each feature’s problem with its numbers in Indonesian, and imports the valid ones when asked', async () => {
    const api: ImportApi = {
      check: vi.fn(async () => report),
      commit: vi.fn(async () => ({ created: [], report })),
    };
    const onImported = vi.fn();
    renderWithProviders(<ImportDialog onHide={() => {}} onImported={onImported} api={api} />);
    choose(geojson());
    fireEvent.click(screen.getByTestId('geofence-import-check'));
    expect((await screen.findByTestId('geofence-import-summary')).textContent).toBe(
      '2 fitur: 1 siap, 1 tidak valid.',
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[2]?.textContent).toContain(
      'Bentuk memiliki 100.000 titik; paling banyak 5.000 titik.',
    );
    // One invalid feature: no whole import, only the valid ones.
    expect(screen.queryByTestId('geofence-import-commit')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Impor 1 yang valid saja' }));
    await vi.waitFor(() => expect(onImported).toHaveBeenCalled(), WAIT_BOUND);
    expect(api.commit).toHaveBeenCalledWith(expect.any(File), true);
  });

  it('shows a refused import’s reason and the report it was refused for', async () => {
    const refused = new ImportRefusedError(
      new ApiError({
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: 'invalid',
        reason: SERVER_ERROR_REASONS.geojsonInvalidFeatures,
        params: { count: 1 },
      }),
      report,
    );
    const api: ImportApi = {
      check: vi.fn(async () => ({
        ...report,
        valid: 2,
        invalid: 0,
        features: report.features.slice(0, 1),
      })),
      commit: vi.fn(async () => {
        throw refused;
      }),
    };
    renderWithProviders(<ImportDialog onHide={() => {}} onImported={() => {}} api={api} />);
    choose(geojson());
    fireEvent.click(screen.getByTestId('geofence-import-check'));
    fireEvent.click(await screen.findByTestId('geofence-import-commit'));
    expect((await screen.findByRole('alert')).textContent).toContain('1 fitur tidak valid');
    expect(screen.getByTestId('geofence-import-summary').textContent).toBe(
      '2 fitur: 1 siap, 1 tidak valid.',
    );
  });
});
