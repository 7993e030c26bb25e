export { CenteredModal, type CenteredModalProps } from './centered-modal';
