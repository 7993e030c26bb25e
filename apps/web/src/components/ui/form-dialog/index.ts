export { FormActions, FormDialog, type FormDialogProps } from './form-dialog';
export { useFormDialog, type FieldBinding, type FormDialogState } from './use-form-dialog';
