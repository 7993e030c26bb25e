import { createContext, useContext } from 'react';
import type { CompanyFormValues, CompanyFormField, FieldError } from '../utils/company-form';

export interface CompanyFormContextValue {
  values: CompanyFormValues;
  setValue: <K extends CompanyFormField>(field: K, value: CompanyFormValues[K]) => void;
  errorOf: (field: CompanyFormField) => FieldError | undefined;
  disabled: boolean;
}

export const CompanyFormContext = createContext<CompanyFormContextValue | null>(null);

export function useCompanyFormContext(): CompanyFormContextValue {
  const value = useContext(CompanyFormContext);
  if (!value) throw new Error('Company form fields need a <CompanyFormContext.Provider>.');
  return value;
}
