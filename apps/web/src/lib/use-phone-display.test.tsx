import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { usePhoneDisplay } from './use-phone-display';

function PhoneField({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  const phone = usePhoneDisplay(value);
  return (
    <>
      <input aria-label="Telepon" {...phone} onChange={(event) => setValue(event.target.value)} />
      <output data-testid="kept">{value}</output>
    </>
  );
}

describe('usePhoneDisplay', () => {
  it('reads grouped out of focus, as typed in focus, and keeps what was typed', () => {
    render(<PhoneField initial="+6281234567890" />);
    const input = screen.getByLabelText<HTMLInputElement>('Telepon');
    expect(input.value).toBe('+62 812-3456-7890');
    fireEvent.focus(input);
    expect(input.value).toBe('+6281234567890');
    fireEvent.change(input, { target: { value: '0812 3456 789' } });
    fireEvent.blur(input);
    expect(input.value).toBe('+62 812-3456-789');
    expect(screen.getByTestId('kept').textContent).toBe('0812 3456 789');
  });

  it('selects the typed form on focus, so typing replaces the number', () => {
    render(<PhoneField initial="+622140440482" />);
    const input = screen.getByLabelText<HTMLInputElement>('Telepon');
    fireEvent.focus(input);
    expect(input.value).toBe('+622140440482');
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, input.value.length]);
  });
});
