// Dashcam media of an alert preview (docs/rules/alert-center.md §2, §4, §8): the panel the alert
// popup shows.
export { AlertMediaPanel, type AlertMediaPanelProps } from './alert-media-panel';
export { hasAlertMedia } from './media-state';
