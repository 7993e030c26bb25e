export { DateRangeField, type DateRangeFieldProps } from './date-range-field';
export { useDateRangeDraft } from './use-date-range-draft';
