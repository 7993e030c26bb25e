// Dashcam media of an alert preview (spec 02 sections 2, 4, 8): the panel the alert popup shows.
export { AlertMediaPanel, type AlertMediaPanelProps } from './alert-media-panel';
export { hasAlertMedia } from './media-state';
