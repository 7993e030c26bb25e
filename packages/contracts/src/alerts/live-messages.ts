import { defineAddressedLiveKind } from '../shared/live-message-kind';
import { AlertActionResultSchema, LiveMessageAlertSchema } from './alerts';

/** Someone in the company read, resolved, noted or false-alerted alerts. */
export const alertCenterResolveLiveKind = defineAddressedLiveKind({
  kind: 'alert-center-resolve',
  addressedTo: 'company',
  payload: AlertActionResultSchema,
  messageId: 'AlertCenterResolveMessage',
});

/** A new alert matching the user's own subscribed alert rules. */
export const alertCenterNewLiveKind = defineAddressedLiveKind({
  kind: 'alert-center-new',
  addressedTo: 'user',
  payload: LiveMessageAlertSchema,
  messageId: 'AlertCenterNewMessage',
});
