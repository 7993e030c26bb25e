// @ts-check
// Linux's per-process and per-thread `stat` files, read in one place for the benches and the test
// runner's CPU column (step-cpu.mjs). Everything here answers null (or an empty listing) where
// there is no /proc, so callers print "n/a" instead of failing on another system.
//
// Node built-ins only: scripts/test.mjs runs before any dependency is installed.
import { readFileSync, readdirSync } from 'node:fs';

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
export const TICKS_PER_SECOND = 100;

/**
 * @typedef {object} ProcStat
 * @property {number} ppid the parent's pid
 * @property {number} pgrp the process group
 * @property {number} ticks user + system CPU time, in ticks (every thread, ended ones too)
 * @property {number} childTicks user + system CPU time of the children it waited for, in ticks
 * @property {string} startTime when it started, in ticks since boot (with the pid, a process's
 *   identity: pids are reused)
 */

/**
 * The fields of a `stat` file (`/proc/<pid>/stat`, `/proc/<pid>/task/<tid>/stat`); throws when
 * it cannot be read (the process or thread ended).
 * @param {string} path
 * @returns {ProcStat}
 */
export function readStat(path) {
  const stat = readFileSync(path, 'utf8');
  // After "pid (comm) " (a name may hold spaces and parentheses, so the last one ends it): state
  // is field 0, ppid 1, pgrp 2, utime 11, stime 12, cutime 13, cstime 14, starttime 19.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const number = (/** @type {number} */ index) => Number(fields[index] ?? 0);
  return {
    ppid: number(1),
    pgrp: number(2),
    ticks: number(11) + number(12),
    childTicks: number(13) + number(14),
    startTime: fields[19] ?? '',
  };
}

/**
 * A process's stat, or null when it has ended or there is no /proc.
 * @param {number | string} pid
 * @returns {ProcStat | null}
 */
export function processStat(pid) {
  try {
    return readStat(`/proc/${pid}/stat`);
  } catch {
    return null;
  }
}

/**
 * CPU seconds (user + system) a process has used so far; null when there is none to read.
 * @param {number | undefined} pid
 * @returns {number | null}
 */
export function processCpuSeconds(pid) {
  const stat = pid === undefined ? null : processStat(pid);
  return stat ? stat.ticks / TICKS_PER_SECOND : null;
}

/**
 * Every process's stat by pid (those that end while listed are left out); null when /proc
 * cannot be listed.
 * @returns {Map<number, ProcStat> | null}
 */
export function allProcessStats() {
  /** @type {string[]} */
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  const stats = new Map();
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = processStat(entry);
    if (stat) stats.set(Number(entry), stat);
  }
  return stats;
}
