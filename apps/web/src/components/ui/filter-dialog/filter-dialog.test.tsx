import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SavedFilter } from '@armada/contracts/shared';
import { renderWithProviders } from '@/testing/test-utils';
import { jsonResponse, mockFetch } from '@/testing/http';
import { FilterDialog } from './filter-dialog';
import type { FilterValues } from './filter-values';

const KEYS = ['city', 'type'] as const;
type Key = (typeof KEYS)[number];

function makePreset(overrides: Partial<SavedFilter> = {}): SavedFilter {
  return {
    id: 7,
    table_key: 'master.customers',
    name: 'Surabaya perusahaan',
    value: { activeFilters: { city: 'Surabaya', type: 'COMPANY' } },
    created_on: '2026-10-01T08:00:00+07:00',
    updated_on: '2026-10-01T08:00:00+07:00',
    ...overrides,
  };
}

/** A fake preset API: GET lists `presets`; writes are recorded and answered. */
function presetApi(presets: SavedFilter[]) {
  return mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (method === 'GET') {
      return jsonResponse(200, {
        data: { paginated_result: presets, ids: presets.map((p) => p.id) },
        metadata: { page: 1, total_count: presets.length, total_page: 1 },
      });
    }
    if (method === 'POST') {
      const body = JSON.parse(String(init.body)) as { name: string };
      return jsonResponse(201, { data: makePreset({ id: 99, name: body.name }) });
    }
    if (method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as { name: string };
      return jsonResponse(200, { data: makePreset({ name: body.name }) });
    }
    if (method === 'DELETE') return jsonResponse(200, { data: { deleted: 1, ids: [7] } });
    return jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: url });
  });
}

function renderDialog({
  applied = { city: null, type: null },
  changed,
  onApply = vi.fn(),
  onHide = vi.fn(),
}: {
  applied?: FilterValues<Key>;
  changed?: boolean;
  onApply?: (values: FilterValues<Key>) => void;
  onHide?: () => void;
} = {}) {
  renderWithProviders(
    <FilterDialog
      tableKey="master.customers"
      visible
      onHide={onHide}
      keys={KEYS}
      applied={applied}
      changed={changed}
      validate={(values) =>
        values.city && values.city.length > 10 ? { city: 'Terlalu panjang' } : {}
      }
      onApply={onApply}
      renderFields={({ values, setValue, errors }) => (
        <>
          <label>
            Kota
            <input value={values.city ?? ''} onChange={(e) => setValue('city', e.target.value)} />
          </label>
          {errors.city && <span>{errors.city}</span>}
        </>
      )}
    />,
  );
  return { onApply, onHide };
}

const applyButton = () => screen.getByTestId('filter-apply') as HTMLButtonElement;

// PrimeReact's dialogs are heavy in jsdom; on a busy 2-core machine a test can take seconds.
describe('FilterDialog', () => {
  it('applies only when the form changed, and never while a field is wrong', async () => {
    presetApi([]);
    const { onApply, onHide } = renderDialog({ applied: { city: 'Bogor', type: null } });
    expect(await screen.findByText(/Belum ada filter tersimpan/)).toBeTruthy();
    expect(applyButton().disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('Kota'), { target: { value: 'Bogor Barat Daya' } });
    expect(screen.getByText('Terlalu panjang')).toBeTruthy();
    expect(applyButton().disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('Kota'), { target: { value: 'Depok' } });
    expect(applyButton().disabled).toBe(false);
    fireEvent.click(applyButton());
    expect(onApply).toHaveBeenCalledWith({ city: 'Depok', type: null });
    expect(onHide).toHaveBeenCalled();
  });

  it('applies an unchanged form when the change flag is set', async () => {
    presetApi([]);
    const { onApply } = renderDialog({ applied: { city: 'Bogor', type: null }, changed: true });
    await screen.findByText(/Belum ada filter tersimpan/);
    fireEvent.click(applyButton());
    expect(onApply).toHaveBeenCalledWith({ city: 'Bogor', type: null });
  });

  it('reset submits null for every filter key', async () => {
    presetApi([]);
    const { onApply } = renderDialog({ applied: { city: 'Bogor', type: 'COMPANY' } });
    fireEvent.click(screen.getByTestId('filter-reset'));
    expect(onApply).toHaveBeenCalledWith({ city: null, type: null });
  });

  it('choosing a preset fills the form without applying it', async () => {
    presetApi([makePreset()]);
    const { onApply } = renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Surabaya perusahaan' }));
    expect((screen.getByLabelText('Kota') as HTMLInputElement).value).toBe('Surabaya');
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.click(applyButton());
    expect(onApply).toHaveBeenCalledWith({ city: 'Surabaya', type: 'COMPANY' });
  });

  it('save: name required, at most 32 characters, with the reason shown; saves trimmed', async () => {
    const fetch = presetApi([]);
    renderDialog();
    await screen.findByText(/Belum ada filter tersimpan/);
    fireEvent.change(screen.getByLabelText('Kota'), { target: { value: 'Depok' } });
    fireEvent.click(screen.getByTestId('preset-save-open'));

    const dialog = await screen.findByRole('dialog', { name: 'Simpan filter' });
    const submit = within(dialog).getByTestId('save-preset-submit') as HTMLButtonElement;
    const name = within(dialog).getByLabelText('Nama filter');
    expect(submit.disabled).toBe(true);
    // Before anything is typed: the hint, not a reproach; leaving the empty field shows why.
    expect(within(dialog).getByTestId('preset-name-reason').textContent).toBe(
      'Wajib diisi, maksimal 32 karakter.',
    );
    fireEvent.keyDown(name, { key: 'Tab' });
    fireEvent.blur(name);
    expect(within(dialog).getByTestId('preset-name-reason').textContent).toBe(
      'Nama filter wajib diisi.',
    );

    fireEvent.change(name, { target: { value: 'a'.repeat(33) } });
    expect(submit.disabled).toBe(true);
    expect(within(dialog).getByTestId('preset-name-reason').textContent).toBe(
      'Nama filter maksimal 32 karakter (sekarang 33).',
    );

    fireEvent.change(name, { target: { value: '  Depok saja  ' } });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      table_key: 'master.customers',
      name: 'Depok saja',
      value: { activeFilters: { city: 'Depok', type: null } },
    });
    expect(await screen.findByText('Filter "Depok saja" disimpan.')).toBeTruthy();
  });

  it('save offers to change the preset the form came from, and refuses a taken name', async () => {
    const fetch = presetApi([makePreset(), makePreset({ id: 8, name: 'Bogor' })]);
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Surabaya perusahaan' }));
    fireEvent.click(screen.getByTestId('preset-save-open'));
    const dialog = await screen.findByRole('dialog', { name: 'Simpan filter' });
    expect(
      (within(dialog).getByLabelText('Ubah filter yang ada') as HTMLInputElement).checked,
    ).toBe(true);
    const name = within(dialog).getByLabelText('Nama filter') as HTMLInputElement;
    expect(name.value).toBe('Surabaya perusahaan');

    fireEvent.change(name, { target: { value: 'bogor' } });
    expect(within(dialog).getByTestId('preset-name-reason').textContent).toMatch(/sudah dipakai/);

    fireEvent.change(name, { target: { value: 'Surabaya (semua)' } });
    fireEvent.click(within(dialog).getByTestId('save-preset-submit'));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true),
    );
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(String(patch?.[0])).toMatch(/\/api\/saved-filter\/7$/);
  });

  it('deletes a preset only after confirmation', async () => {
    const fetch = presetApi([makePreset()]);
    renderDialog();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Hapus filter tersimpan Surabaya perusahaan' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Hapus filter tersimpan?' });
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Hapus' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true),
    );
    expect(await screen.findByText('Filter "Surabaya perusahaan" dihapus.')).toBeTruthy();
  });
});
