import { useCallback, useEffect, useRef, useState } from 'react';
import { clock } from '@/lib/clock';
import { ANALYTICS_EVENTS, track } from '@/lib/analytics';

/** How long the simulated call rings before the driver answers. */
export const CALL_DIAL_MS = 2000;
/** The running duration's refresh. */
const TICK_MS = 1000;

export type CallState =
  | { status: 'idle' }
  | { status: 'dialing'; startedAt: number }
  | { status: 'connected'; startedAt: number; connectedAt: number }
  | { status: 'ended'; durationMs: number };

export interface SimulatedCall {
  state: CallState;
  /** Milliseconds since the driver answered (0 until then); refreshed every second. */
  elapsedMs: number;
  start: () => void;
  end: () => void;
}

/**
 * A call to the driver's cabin device (docs/rules/shell.md §4 and §6: start call and end call, for
 * bsj and vss-howen devices). There is no VoIP backend in this edition: the call is simulated
 * in the browser, ringing for 2 s and then connected, with the duration counted on the app's
 * clock, so the screens, permissions and analytics events are real and a VoIP client can
 * replace this hook alone.
 */
export function useSimulatedCall(context: { vehicleId: number; deviceType: string | null }) {
  const [state, setState] = useState<CallState>({ status: 'idle' });
  const [now, setNow] = useState(() => clock.now());
  const contextRef = useRef(context);
  contextRef.current = context;

  useEffect(() => {
    if (state.status === 'dialing') {
      const timer = window.setTimeout(() => {
        setState({ status: 'connected', startedAt: state.startedAt, connectedAt: clock.now() });
        setNow(clock.now());
      }, CALL_DIAL_MS);
      return () => window.clearTimeout(timer);
    }
    if (state.status === 'connected') {
      const timer = window.setInterval(() => setNow(clock.now()), TICK_MS);
      return () => window.clearInterval(timer);
    }
    return undefined;
  }, [state]);

  const stateRef = useRef(state);
  stateRef.current = state;

  const start = useCallback(() => {
    const current = stateRef.current;
    if (current.status === 'dialing' || current.status === 'connected') return;
    track(ANALYTICS_EVENTS.call, {
      vehicleId: contextRef.current.vehicleId,
      deviceType: contextRef.current.deviceType,
    });
    const next: CallState = { status: 'dialing', startedAt: clock.now() };
    stateRef.current = next;
    setState(next);
  }, []);

  const end = useCallback(() => {
    const current = stateRef.current;
    if (current.status !== 'dialing' && current.status !== 'connected') return;
    const durationMs = current.status === 'connected' ? clock.now() - current.connectedAt : 0;
    track(ANALYTICS_EVENTS.endCall, {
      vehicleId: contextRef.current.vehicleId,
      deviceType: contextRef.current.deviceType,
      durationS: Math.round(durationMs / 1000),
      answered: current.status === 'connected',
    });
    const next: CallState = { status: 'ended', durationMs };
    stateRef.current = next;
    setState(next);
  }, []);

  // Closing the preview hangs up: a call never goes on without a screen to end it from.
  useEffect(() => end, [end]);

  const elapsedMs = state.status === 'connected' ? Math.max(0, now - state.connectedAt) : 0;
  return { state, elapsedMs, start, end } satisfies SimulatedCall;
}

/** `m:ss`, or `h:mm:ss` from an hour on. */
export function formatCallDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}
