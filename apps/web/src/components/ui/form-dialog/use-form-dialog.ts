import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldProblems } from '@/components/ui/field-problems';
import { serverErrorText } from '@/lib/server-error-text';

/** One field of a form as `useFormDialog` hands it out: what its input needs. */
export interface FieldBinding<T> {
  id: string;
  value: T;
  onChange: (value: T) => void;
  /** The field's problem under it, or nothing. */
  problem: ReactNode;
  /** `aria-describedby`/`aria-invalid` while the field has a problem. */
  described: { 'aria-describedby'?: string; 'aria-invalid'?: true };
}

/**
 * The state every create/edit dialog keeps the same way (the delivery order, the delivery
 * request, the recurring delivery): the values as typed, the problems of the last submit, the
 * server's refusal, and the ids that tie each field to its label and its problem. A refused save
 * keeps everything typed; only the feature's `send` talks to the server.
 */
export function useFormDialog<V extends object, E extends Partial<Record<keyof E, string>>>({
  initial,
  validate,
  block,
  problemText,
}: {
  initial: V | (() => V);
  /** The problem per field; none: the form may be sent. */
  validate: (values: V) => E;
  /** The feature's CSS block ("delivery-form"): a problem is `<block>__error`. */
  block: string;
  /** The words for a problem code, in the feature's strings. */
  problemText: (code: NonNullable<E[keyof E]>) => string;
}) {
  const { t } = useTranslation();
  const base = useId();
  const fieldId = (name: string) => `${base}-${name}`;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<E>({} as E);
  const [serverError, setServerError] = useState<string | null>(null);

  const set = <K extends keyof V>(key: K, value: V[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const { problem, described } = fieldProblems<keyof E & string>({
    errors: errors as Partial<Record<keyof E & string, string>>,
    idOf: fieldId,
    text: (code) => problemText(code as NonNullable<E[keyof E]>),
    className: `${block}__error`,
    alert: true,
  });

  /** Checks the form; when nothing is wrong, clears the last refusal and hands the values on. */
  const submit = (send: (values: V) => void) => {
    const problems = validate(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setServerError(null);
    send(values);
  };

  /** The server refused the save: its reason, in the reader's words, above the form. */
  const refused = (error: unknown) => setServerError(serverErrorText(error, t));

  /** One field's input: its id, value and setter, and its problem (a field may have none). */
  const field = <K extends keyof V & string>(key: K): FieldBinding<V[K]> => ({
    id: fieldId(key),
    value: values[key],
    onChange: (value) => set(key, value),
    problem: problem(key as unknown as keyof E & string),
    described: described(key as unknown as keyof E & string),
  });

  return {
    block,
    values,
    setValues,
    set,
    fieldId,
    problem,
    described,
    serverError,
    submit,
    refused,
    field,
  };
}

/** What the dialog around the form reads of it. */
export interface FormDialogState {
  block: string;
  serverError: string | null;
}
