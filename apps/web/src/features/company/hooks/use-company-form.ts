import { useCallback, useMemo, useState } from 'react';
import type { Company } from '@armada/contracts/company';
import {
  hasErrors,
  isDirty,
  toFormValues,
  toUpdateInput,
  validateCompanyForm,
  type CompanyFormErrors,
  type CompanyFormField,
  type CompanyFormValues,
} from '../utils/company-form';

interface FormState {
  /** The company the saved values came from. */
  source: Company | null;
  initial: CompanyFormValues | null;
  values: CompanyFormValues | null;
  touched: ReadonlySet<CompanyFormField>;
  submitted: boolean;
}

const EMPTY: FormState = {
  source: null,
  initial: null,
  values: null,
  touched: new Set(),
  submitted: false,
};

/**
 * The company form's state. A newer company from the server (a refetch after a save or after
 * deleting a bank account) replaces the values only while nothing is being edited: the user's
 * input is never overwritten or lost.
 */
export function useCompanyForm(company: Company | undefined) {
  const [state, setState] = useState<FormState>(EMPTY);

  const editing =
    state.initial !== null && state.values !== null && isDirty(state.initial, state.values);
  if (company && company !== state.source && !editing) {
    // Adjusting state to new props during render (react.dev: "you might not need an effect").
    const values = toFormValues(company);
    setState({ source: company, initial: values, values, touched: new Set(), submitted: false });
  }

  const errors = useMemo<CompanyFormErrors>(
    () => (state.values ? validateCompanyForm(state.values) : {}),
    [state.values],
  );

  const setValue = useCallback(
    <K extends CompanyFormField>(field: K, value: CompanyFormValues[K]) => {
      setState((current) =>
        current.values
          ? {
              ...current,
              values: { ...current.values, [field]: value },
              touched: new Set(current.touched).add(field),
            }
          : current,
      );
    },
    [],
  );

  /** The error to show: only for fields the user changed, or all after a save attempt. */
  const visibleError = useCallback(
    (field: CompanyFormField) =>
      state.submitted || state.touched.has(field) ? errors[field] : undefined,
    [errors, state.submitted, state.touched],
  );

  const markSubmitted = useCallback(() => setState((s) => ({ ...s, submitted: true })), []);

  /** After a successful save: what was sent is the new saved state. */
  const markSaved = useCallback(
    (saved: CompanyFormValues) =>
      setState((s) => ({ ...s, initial: saved, touched: new Set(), submitted: false })),
    [],
  );

  const discard = useCallback(
    () =>
      setState((s) =>
        s.source
          ? {
              ...s,
              initial: toFormValues(s.source),
              values: toFormValues(s.source),
              touched: new Set(),
              submitted: false,
            }
          : s,
      ),
    [],
  );

  const updateInput = useCallback(
    () =>
      state.source && state.initial && state.values
        ? toUpdateInput(state.source.id, state.initial, state.values)
        : null,
    [state.initial, state.source, state.values],
  );

  return {
    values: state.values,
    errors,
    invalid: hasErrors(errors),
    dirty: editing,
    visibleError,
    setValue,
    markSubmitted,
    markSaved,
    discard,
    updateInput,
  };
}
