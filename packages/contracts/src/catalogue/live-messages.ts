import { alertCenterNewLiveKind, alertCenterResolveLiveKind } from '../alerts/live-messages';
import { controlTowerLiveKind } from '../control-tower/live-messages';
import { fleetTaskEtaLiveKind } from '../fleet-tasks/live-messages';
import { systemNotifLiveKind } from '../notifications/live-messages';
import { routeOptimizationLiveKind } from '../route-optimization/live-messages';
import { supportReplyLiveKind } from '../support/live-messages';

/**
 * Every live-channel message kind addressed to a company or a user, each declared in its
 * domain's `live-messages.ts`. The protocol (live/live-channel.ts: schemas, parsing, type
 * builders), the simulator's hub (who receives what) and the web's channels are derived from
 * this list: a new module with live messages adds its kinds here and edits none of them.
 */
export const ADDRESSED_LIVE_KINDS = [
  alertCenterResolveLiveKind,
  alertCenterNewLiveKind,
  systemNotifLiveKind,
  routeOptimizationLiveKind,
  fleetTaskEtaLiveKind,
  controlTowerLiveKind,
  supportReplyLiveKind,
] as const;
