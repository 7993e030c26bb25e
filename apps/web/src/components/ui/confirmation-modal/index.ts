export {
  ConfirmationModal,
  type ConfirmationModalProps,
  type ConfirmationVariant,
} from './confirmation-modal';
