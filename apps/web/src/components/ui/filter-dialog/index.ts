export { FilterDialog, type FilterDialogProps, type FilterForm } from './filter-dialog';
export {
  countActiveFilters,
  emptyFilterValues,
  filterValuesFromPreset,
  normaliseFilterValues,
  sameFilterValues,
  type FilterValues,
} from './filter-values';
export { FilterOpenButton, problemTexts } from './filter-open-button';
export { useFilteredList } from './use-filtered-list';
