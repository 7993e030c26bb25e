import { defineAddressedLiveKind } from '../shared/live-message-kind';
import { SupportReplyLiveSchema } from './support';

/** Support answered one of the company's tickets (SUP-14). */
export const supportReplyLiveKind = defineAddressedLiveKind({
  kind: 'support-reply',
  addressedTo: 'company',
  payload: SupportReplyLiveSchema,
  messageId: 'SupportReplyMessage',
});
