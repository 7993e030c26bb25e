import { useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { formatPhone } from './format-phone';

/**
 * Props for a phone number input that reads grouped ("+62 812-3456-7890") while it is not being
 * edited and shows the number as typed while it has focus; the value kept and saved is always
 * what the user typed. When the whole text was selected as the field took focus (Tab, or a
 * select-then-type), the typed form is selected again, so typing still replaces it.
 */
export function usePhoneDisplay(value: string) {
  const [editing, setEditing] = useState(false);
  const reselect = useRef<HTMLInputElement | null>(null);
  useLayoutEffect(() => {
    if (editing && reselect.current) {
      reselect.current.select();
      reselect.current = null;
    }
  }, [editing]);
  return {
    value: editing ? value : formatPhone(value),
    onFocus: (event: FocusEvent<HTMLInputElement>) => {
      const input = event.currentTarget;
      const allSelected =
        input.value.length > 0 &&
        input.selectionStart === 0 &&
        input.selectionEnd === input.value.length;
      reselect.current = allSelected ? input : null;
      setEditing(true);
    },
    onBlur: () => setEditing(false),
  };
}
