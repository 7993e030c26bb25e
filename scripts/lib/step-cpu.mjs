// @ts-check
// CPU seconds per `npm test` step (docs/adr/0018). On a machine shared with other work a step's
// wall time says little; its CPU time (user + system, every process it started) compares
// between runs. Each step's processes carry ARMADA_TEST_STEP=<step> in their environment
// (children inherit it: vitest workers, servers started for the step; Chromium's helper
// processes, which get an emptied environment, take their parent's step); a sampler reads
// /proc every 500 ms (about 0.7 % of a core) and keeps the last CPU time seen of each marked
// process. A process that lives less than a sample interval, or the CPU it spends after the
// last sample, is missed, so the figure is a little low. Linux only: elsewhere the column is
// empty.
//
// Node built-ins only: scripts/test.mjs runs before any dependency is installed.
import { readFileSync, readdirSync } from 'node:fs';
import { TICKS_PER_SECOND, readStat } from './proc-stat.mjs';

export const STEP_VARIABLE = 'ARMADA_TEST_STEP';
const SAMPLE_MS = 500;
const supported = (() => {
  try {
    readFileSync('/proc/self/stat');
    return true;
  } catch {
    return false;
  }
})();

/**
 * pid -> the step its process belongs to, or null when unmarked: read when the pid appears in
 * the listing (a pid missing from the previous listing may be a new process under an old pid).
 */
let stepOf = new Map();
/** `${pid}:${starttime}` of a marked process -> its step and the CPU ticks last seen. */
const seen = new Map();
/** @type {NodeJS.Timeout | undefined} */
let timer;
const marker = `${STEP_VARIABLE}=`;
const ownEnviron = supported ? readFileSync('/proc/self/environ', 'utf8') : '';

/** Reads only what is new: the environment of a pid not seen before, the stat of marked ones. */
function sample() {
  let pids;
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return;
  }
  const previous = stepOf;
  stepOf = new Map();
  for (const pid of pids) {
    try {
      let step = previous.get(pid);
      if (step === undefined) {
        const environ = readFileSync(`/proc/${pid}/environ`, 'utf8');
        // A child of this process between fork and exec still has this process's environment:
        // read it again next time, when it has its own.
        if (environ === ownEnviron) continue;
        const variable = environ.split('\0').find((entry) => entry.startsWith(marker));
        // Chromium starts its zygote, renderers and utility processes with an emptied
        // environment: a process takes the step of its parent (listed before it, lower pid).
        step = variable
          ? variable.slice(marker.length)
          : (stepOf.get(String(readStat(`/proc/${pid}/stat`).ppid)) ?? null);
      }
      stepOf.set(pid, step);
      if (step === null) continue;
      const { startTime, ticks } = readStat(`/proc/${pid}/stat`);
      seen.set(`${pid}:${startTime}`, { step, ticks });
    } catch {
      // Gone between the listing and the read, or not ours to read.
    }
  }
}

/** Starts the sampler (once); returns the variables that mark a step's processes. */
export function markStep(/** @type {string} */ step) {
  if (supported && !timer) {
    timer = setInterval(sample, SAMPLE_MS);
    timer.unref();
  }
  return { [STEP_VARIABLE]: step };
}

/** CPU seconds seen so far of the step's processes; undefined where /proc is missing. */
export function stepCpuSeconds(/** @type {string} */ step) {
  if (!supported) return undefined;
  sample();
  let ticks = 0;
  for (const process of seen.values()) if (process.step === step) ticks += process.ticks;
  return ticks / TICKS_PER_SECOND;
}

export function stopStepCpu() {
  clearInterval(timer);
  timer = undefined;
}
