import { defineAddressedLiveKind } from '../shared/live-message-kind';
import { ControlTowerLiveSchema } from './control-tower';

/** The control tower's changed task rows and exceptions of the company (CT-14). */
export const controlTowerLiveKind = defineAddressedLiveKind({
  kind: 'control-tower',
  addressedTo: 'company',
  payload: ControlTowerLiveSchema,
  messageId: 'ControlTowerMessage',
});
