// The lines the smoke step's bench host (host.ts) prints around each bench it runs, on standard
// output and error alike: `BENCH_SMOKE_HOST {"event":"begin","name":"licences"}` before it, and
// `BENCH_SMOKE_HOST {"event":"end","name":"licences","code":0,"wallMs":…,"cpuMs":…}` after it.

export const HOST_PREFIX = 'BENCH_SMOKE_HOST ';

export interface HostedBegin {
  event: 'begin';
  name: string;
}

export interface HostedResult {
  event: 'end';
  name: string;
  /** 0 when the bench's module evaluated without an error (and nothing else failed meanwhile). */
  code: number;
  wallMs: number;
  /** The host process's CPU time (all its threads) while the bench ran. */
  cpuMs: number;
}

export type HostEvent = HostedBegin | HostedResult;

export function hostLine(event: HostEvent): string {
  return `${HOST_PREFIX}${JSON.stringify(event)}`;
}

/** The event of a host line, or undefined for any other line (a bench's own output). */
export function readHostLine(line: string): HostEvent | undefined {
  if (!line.startsWith(HOST_PREFIX)) return undefined;
  try {
    const event = JSON.parse(line.slice(HOST_PREFIX.length)) as Record<string, unknown>;
    if (typeof event.name !== 'string') return undefined;
    if (event.event === 'begin') return { event: 'begin', name: event.name };
    if (
      event.event === 'end' &&
      typeof event.code === 'number' &&
      typeof event.wallMs === 'number' &&
      typeof event.cpuMs === 'number'
    )
      return {
        event: 'end',
        name: event.name,
        code: event.code,
        wallMs: event.wallMs,
        cpuMs: event.cpuMs,
      };
  } catch {
    // a bench's line that merely starts like ours
  }
  return undefined;
}
