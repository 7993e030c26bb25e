import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { DateRange } from '@/lib/date-range';
import { DateRangeField } from './date-range-field';
import { useDateRangeDraft } from './use-date-range-draft';

const RANGE: DateRange = { from: '2026-11-08', to: '2026-11-14' };

function input(label: string): HTMLInputElement {
  return screen.getByLabelText(label) as HTMLInputElement;
}

describe('DateRangeField', () => {
  it('groups two labelled days under a legend, each bounding the other', () => {
    const onChange = vi.fn();
    render(
      <DateRangeField
        layout="group"
        id="r"
        legend="Periode"
        fromLabel="Dari tanggal"
        toLabel="Sampai tanggal"
        value={RANGE}
        max="2026-11-14"
        onChange={onChange}
      >
        <button type="button">7 hari</button>
      </DateRangeField>,
    );
    expect(screen.getByRole('group', { name: 'Periode' })).toBeTruthy();
    // Day first, whatever the browser's own date format (SHELL-78).
    expect(input('Dari tanggal').value).toBe('08/11/2026');
    expect(input('Sampai tanggal').value).toBe('14/11/2026');
    expect(input('Dari tanggal').getAttribute('aria-invalid')).toBe('false');
    expect(input('Dari tanggal').hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getByRole('button', { name: '7 hari' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.input(input('Sampai tanggal'), { target: { value: '10/11/2026' } });
    expect(onChange).toHaveBeenCalledWith({ from: '2026-11-08', to: '2026-11-10' });
    // A day past the last one allowed is not taken.
    onChange.mockClear();
    fireEvent.input(input('Sampai tanggal'), { target: { value: '20/11/2026' } });
    expect(onChange).not.toHaveBeenCalledWith({ from: '2026-11-08', to: '2026-11-20' });
  });

  it('shows the problem under the days and ties both fields to it', () => {
    render(
      <DateRangeField
        layout="group"
        id="r"
        legend="Periode"
        fromLabel="Dari tanggal"
        toLabel="Sampai tanggal"
        value={{ from: '2026-11-14', to: '2026-11-01' }}
        problem="Tanggal akhir sebelum tanggal awal."
        onChange={() => undefined}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Tanggal akhir sebelum tanggal awal.');
    for (const label of ['Dari tanggal', 'Sampai tanggal']) {
      expect(input(label).getAttribute('aria-invalid')).toBe('true');
      expect(input(label).getAttribute('aria-describedby')).toBe(alert.id);
    }
  });

  it('as separate fields marks only the field the problem is about', () => {
    const { container } = render(
      <DateRangeField
        layout="fields"
        id="log"
        fieldClassName="log__field"
        fromLabel="From"
        toLabel="To"
        value={{ from: '2026-11-14', to: '' }}
        problem="Choose the last day."
        invalid={{ from: false, to: true }}
        onChange={() => undefined}
      />,
    );
    expect(container.querySelectorAll('.log__field')).toHaveLength(2);
    expect(screen.queryByRole('group')).toBeNull();
    expect(input('From').hasAttribute('aria-invalid')).toBe(false);
    expect(input('To').getAttribute('aria-invalid')).toBe('true');
    expect(input('From').getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });
});

function DraftProbe({ applied, onApply }: { applied: DateRange; onApply: (r: DateRange) => void }) {
  const range = useDateRangeDraft(applied, 31, onApply);
  return (
    <DateRangeField
      layout="group"
      id="d"
      legend="Range"
      fromLabel="From"
      toLabel="To"
      value={range.draft}
      problem={range.problem}
      onChange={range.change}
    />
  );
}

function Reset({ onApply }: { onApply: (r: DateRange) => void }) {
  const [applied, setApplied] = useState(RANGE);
  return (
    <>
      <DraftProbe
        applied={applied}
        onApply={(next) => {
          onApply(next);
          setApplied(next);
        }}
      />
      <button type="button" onClick={() => setApplied({ from: '2026-11-01', to: '2026-11-02' })}>
        reset
      </button>
    </>
  );
}

describe('useDateRangeDraft', () => {
  it('applies a good range at once and keeps a bad one in the fields with its problem', () => {
    const onApply = vi.fn();
    render(<Reset onApply={onApply} />);
    fireEvent.input(input('From'), { target: { value: '10/11/2026' } });
    expect(onApply).toHaveBeenLastCalledWith({ from: '2026-11-10', to: '2026-11-14' });

    fireEvent.input(input('From'), { target: { value: '01/09/2026' } });
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(input('From').value).toBe('01/09/2026');
    expect(screen.getByRole('alert').textContent).toBe('tooLong');

    // A change from outside (reset, back) brings the fields back to the applied range.
    fireEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(input('From').value).toBe('01/11/2026');
    expect(input('To').value).toBe('02/11/2026');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
