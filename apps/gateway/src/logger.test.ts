import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prettyLine, redactUrl, stdoutDestination } from './logger';

describe('prettyLine (LOG_FORMAT=pretty)', () => {
  it('turns a pino JSON line into time, level, request id, message and fields', () => {
    const time = new Date(2026, 10, 14, 9, 5, 7).getTime();
    const line = JSON.stringify({
      level: 40,
      time,
      pid: 1,
      hostname: 'h',
      reqId: 'req-1',
      msg: 'upstream slow',
      responseTime: 812,
      res: { statusCode: 504 },
    });
    expect(prettyLine(line)).toBe(
      '09:05:07 WARN  [req-1] upstream slow responseTime=812 res={"statusCode":504}\n',
    );
  });

  it('puts an error stack on its own lines, and passes other text through', () => {
    const line = JSON.stringify({
      level: 50,
      time: 0,
      msg: 'failed',
      err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at x' },
    });
    expect(prettyLine(line)).toMatch(/ERROR failed\nError: boom\n {4}at x\n$/);
    expect(prettyLine('plain text')).toBe('plain text\n');
  });
});

describe('redactUrl', () => {
  it('hides live-channel tokens', () => {
    expect(redactUrl('/ws?token=abc&x=1')).toBe('/ws?token=[redacted]&x=1');
    expect(redactUrl('/ws?x=1&ACCESS_TOKEN=abc#f')).toBe('/ws?x=1&ACCESS_TOKEN=[redacted]#f');
    expect(redactUrl('/api/orders?limit=10')).toBe('/api/orders?limit=10');
  });
});

describe('stdoutDestination', () => {
  it('writes every line whole and in order, multi-byte characters included', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'armada-log-'));
    const destination = stdoutDestination(openSync(join(dir, 'out.log'), 'w'));
    try {
      // More than one 16 kB batch, lines of different byte lengths than string lengths.
      const lines = Array.from(
        { length: 400 },
        (_, i) => `{"i":${i},"url":"/ünïcode/${'€'.repeat(i % 7)}/😀","pad":"${'x'.repeat(i)}"}\n`,
      );
      for (const line of lines) destination.write(line);
      await new Promise<void>((resolve, reject) =>
        destination.flush?.((error) => (error ? reject(error) : resolve())),
      );
      expect(readFileSync(join(dir, 'out.log'), 'utf8')).toBe(lines.join(''));
    } finally {
      // Ended by the destination itself, which closes the file: closing it under the stream
      // let its periodic flush write to a closed descriptor later (EBADF in another test file).
      await new Promise<void>((resolve) => destination.end?.(resolve));
      rmSync(dir, { recursive: true, force: true });
      // Two periods of its flush timer: a stream left running would fail the run here.
      await new Promise((resolve) => setTimeout(resolve, 600));
    }
  });
});
