export {
  RecordFormDialog,
  type RecordFormDialogLabels,
  type RecordFormDialogProps,
} from './record-form-dialog';
