export {
  FilterBar,
  FilterField,
  FilterMultiSelect,
  FilterPanel,
  FilterSelect,
  type FilterBarProps,
  type FilterFieldProps,
  type FilterMultiSelectProps,
  type FilterOption,
  type FilterPanelProps,
  type FilterSelectProps,
} from './filter-bar';
