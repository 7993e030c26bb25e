import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '@/testing/test-utils';
import { TagInput } from './tag-input';

function Harness({ initial }: { initial: string[] }) {
  const [tags, setTags] = useState(initial);
  return <TagInput label="Provinsi Tujuan" value={tags} onChange={setTags} />;
}

const type = (text: string) => {
  const input = screen.getByLabelText('Provinsi Tujuan');
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
};

describe('TagInput (docs/rules/route-optimization.md §2.1, §5, §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds trimmed tags with Enter, ignores blanks and removes a chip', () => {
    renderWithProviders(<Harness initial={[]} />);
    type('  Banten  ');
    type('   ');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Banten']);
    fireEvent.click(screen.getByRole('button', { name: 'Hapus Banten' }));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it("shows 'input duplikat' for a duplicate, for 5000 ms", () => {
    vi.useFakeTimers();
    renderWithProviders(<Harness initial={['Banten']} />);
    type('banten');
    expect(screen.getByRole('alert').textContent).toBe('input duplikat');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
