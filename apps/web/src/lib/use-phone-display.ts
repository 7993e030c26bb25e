import { useState, type FocusEvent } from 'react';
import { flushSync } from 'react-dom';
import { formatPhone } from './format-phone';

/**
 * Props for a phone number input that reads grouped ("+62 812-3456-7890") while it is not being
 * edited and shows the number as typed while it has focus; the value kept and saved is always
 * what the user typed. Taking focus selects the typed form, so typing replaces the number the
 * way it would in a plain field that was tabbed into.
 */
export function usePhoneDisplay(value: string) {
  const [editing, setEditing] = useState(false);
  return {
    value: editing ? value : formatPhone(value),
    onFocus: (event: FocusEvent<HTMLInputElement>) => {
      const input = event.currentTarget;
      // At once, not on the next render: whatever selects the text right after focus (the
      // browser on Tab, a script, an assistive tool) must find the typed form in the field.
      flushSync(() => setEditing(true));
      if (input.value !== '') input.select();
    },
    onBlur: () => setEditing(false),
  };
}
