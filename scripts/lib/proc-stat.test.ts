import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allProcessStats, processCpuSeconds, processStat, readStat } from './proc-stat.mjs';

const dir = mkdtempSync(join(tmpdir(), 'proc-stat-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('proc-stat', () => {
  it('reads the fields after the name, whatever the name holds', () => {
    const path = join(dir, 'stat');
    // A process named "a) (b c": spaces and parentheses inside the name.
    const fields = [
      'S',
      '41',
      '40',
      ...Array.from({ length: 8 }, () => '0'),
      '250',
      '30',
      '7',
      '3',
    ];
    fields.push('20', '0', '1', '0', '98765');
    writeFileSync(path, `1234 (a) (b c) ${fields.join(' ')} 1 2 3\n`);
    expect(readStat(path)).toEqual({
      ppid: 41,
      pgrp: 40,
      ticks: 280,
      childTicks: 10,
      startTime: '98765',
    });
  });

  it.runIf(process.platform === 'linux')('reads this process and lists it', () => {
    const own = processStat(process.pid);
    expect(own?.ppid).toBe(process.ppid);
    expect(processCpuSeconds(process.pid)).toBeGreaterThan(0);
    expect(allProcessStats()?.get(process.pid)?.pgrp).toBe(own?.pgrp);
  });

  it('answers null for a process that is not there', () => {
    expect(processStat(2 ** 30)).toBeNull();
    expect(processCpuSeconds(undefined)).toBeNull();
  });
});
