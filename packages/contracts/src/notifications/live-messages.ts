import { defineAddressedLiveKind } from '../shared/live-message-kind';
import { SystemNotificationSchema } from './system-notification';

/** A new announcement for the user (the client refreshes its unread count). */
export const systemNotifLiveKind = defineAddressedLiveKind({
  kind: 'system-notif',
  addressedTo: 'user',
  payload: SystemNotificationSchema,
  messageId: 'SystemNotifMessage',
});
