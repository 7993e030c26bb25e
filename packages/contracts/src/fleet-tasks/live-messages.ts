import { defineAddressedLiveKind } from '../shared/live-message-kind';
import { FleetTaskEtaSchema } from './fleet-task';

/** The estimates of a started fleet task of the company (FT-13). */
export const fleetTaskEtaLiveKind = defineAddressedLiveKind({
  kind: 'fleet-task-eta',
  addressedTo: 'company',
  payload: FleetTaskEtaSchema,
  messageId: 'FleetTaskEtaMessage',
});
