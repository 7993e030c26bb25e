export { ReasonDialog, type ReasonDialogLabels, type ReasonDialogProps } from './reason-dialog';
