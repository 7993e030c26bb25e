export {
  getSavedFilters,
  getSavedFiltersQueryOptions,
  savedFiltersQueryKey,
  useSavedFilters,
} from './get-saved-filters';
export { createSavedFilter, useCreateSavedFilter } from './create-saved-filter';
export {
  updateSavedFilter,
  useUpdateSavedFilter,
  type UpdateSavedFilterInput,
} from './update-saved-filter';
export { deleteSavedFilter, useDeleteSavedFilter } from './delete-saved-filter';
export { PRESET_NAME_MAX_LENGTH, presetNameProblem, type PresetNameProblem } from './preset-name';
