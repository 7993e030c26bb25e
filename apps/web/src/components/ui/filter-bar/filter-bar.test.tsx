import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { FilterBar, FilterMultiSelect, FilterPanel, FilterSelect } from './filter-bar';

describe('FilterPanel', () => {
  it('folds its filters behind one toggle that says whether they are open', () => {
    render(
      <FilterPanel toggleLabel="Filter (2)">
        <p>the filters</p>
      </FilterPanel>,
    );
    const toggle = screen.getByRole('button', { name: 'Filter (2)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(body?.contains(screen.getByText('the filters'))).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('FilterBar', () => {
  it('is a named group and offers the reset only when there is something to reset', () => {
    const onReset = vi.fn();
    const { rerender } = render(
      <FilterBar label="Filter notifikasi" resetLabel="Atur ulang">
        <span>x</span>
      </FilterBar>,
    );
    expect(screen.getByRole('group', { name: 'Filter notifikasi' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Atur ulang' })).toBeNull();
    rerender(
      <FilterBar label="Filter notifikasi" resetLabel="Atur ulang" onReset={onReset}>
        <span>x</span>
      </FilterBar>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Atur ulang' }));
    expect(onReset).toHaveBeenCalledOnce();
  });
});

describe('FilterMultiSelect', () => {
  const common = {
    inputId: 'vehicles',
    label: 'Kendaraan',
    value: [] as number[],
    options: [{ value: 1, label: 'B 1234 XY' }],
    onChange: () => {},
    allLabel: 'Semua kendaraan',
    searchPlaceholder: 'Cari',
    noneLabel: 'Tidak ada',
    selectedLabel: '{0} dipilih',
  };

  it('is labelled and says "all" when nothing is chosen', () => {
    render(<FilterMultiSelect {...common} />);
    expect(screen.getByText('Kendaraan')).toBeTruthy();
    expect(screen.getByText('Semua kendaraan')).toBeTruthy();
  });

  it('says the options failed to load instead of "all"', () => {
    render(
      <FilterMultiSelect {...common} failed={{ failed: true, label: 'Gagal memuat kendaraan' }} />,
    );
    expect(screen.getByText('Gagal memuat kendaraan')).toBeTruthy();
    expect(screen.queryByText('Semua kendaraan')).toBeNull();
  });
});

describe('FilterSelect', () => {
  it('hands back the chosen value, typed', () => {
    const onChange = vi.fn();
    render(
      <FilterSelect
        id="urgency"
        label="Urgensi"
        value="all"
        choices={['all', 'urgent'] as const}
        choiceLabel={(choice) => (choice === 'all' ? 'Semua' : 'Mendesak')}
        onChange={onChange}
      />,
    );
    fireEvent.change(screen.getByLabelText('Urgensi'), { target: { value: 'urgent' } });
    expect(onChange).toHaveBeenCalledWith('urgent');
  });
});
