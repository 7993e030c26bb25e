import { useCallback, useState } from 'react';

export type SignInField = 'username' | 'password';
export type SignInFieldErrorKey =
  'auth.validation.usernameRequired' | 'auth.validation.passwordRequired';

export interface SignInValues {
  username: string;
  password: string;
}

/** Catalogue keys, not sentences: messages follow a language switch made while they show. */
export type SignInFieldErrors = Partial<Record<SignInField, SignInFieldErrorKey>>;

export function validateSignIn(values: SignInValues): SignInFieldErrors {
  const errors: SignInFieldErrors = {};
  if (values.username.trim() === '') errors.username = 'auth.validation.usernameRequired';
  if (values.password === '') errors.password = 'auth.validation.passwordRequired';
  return errors;
}

/** Field values and required-field errors of the sign-in form; submission is the caller's. */
export function useSignInForm() {
  const [values, setValues] = useState<SignInValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<SignInFieldErrors>({});

  const setField = useCallback((field: SignInField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Typing into a flagged field clears its flag; it is checked again on the next submit.
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  const fill = useCallback((next: SignInValues) => {
    setValues(next);
    setErrors({});
  }, []);

  /** Returns the first invalid field, or null when the form can be sent. */
  const validate = useCallback((): SignInField | null => {
    const found = validateSignIn(values);
    setErrors(found);
    if (found.username) return 'username';
    if (found.password) return 'password';
    return null;
  }, [values]);

  return { values, errors, setField, fill, validate };
}
