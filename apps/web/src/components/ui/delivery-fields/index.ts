export { NotesField, PickerField, TimeWindowFields } from './delivery-fields';
