export { liveChannels, isTagChannel } from './channels';
export type { LiveChannel, LiveChannelKind, LiveHandler, LiveMessageOf } from './channels';
export { createLiveChannelClient, backoffDelay, alwaysOnline } from './live-channel-client';
export { browserNetwork } from './browser-network';
export type {
  LiveChannelClient,
  LiveChannelOptions,
  LiveChannelProblem,
  LiveChannelStatus,
  LiveConnectionState,
  LiveNetwork,
  LiveResumeEvent,
  LiveSocket,
  LiveSocketConstructor,
  LiveTimers,
} from './live-channel-client';
export { frameTaker, subscribePositions } from './positions';
export { LivePositionStore, NO_STATUS } from './position-columns';
export type { ColumnsChange } from './position-columns';
export type { PositionsFeed, PositionsFeedOptions, PositionsUpdate } from './positions';
export {
  startPositionsEarly,
  takeEarlyPositions,
  EARLY_POSITIONS_KEEP_MS,
} from './early-positions';
export type { PositionsTick } from './early-positions';
export { liveChannel, fetchWsToken, liveChannelUrl } from './live-channel';
export {
  useLiveChannelConnection,
  useLiveChannelStatus,
  useLiveResume,
  useLiveSubscription,
} from './use-live-channel';
