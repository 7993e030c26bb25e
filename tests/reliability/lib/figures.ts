import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The suite's figures (routes covered, cases fuzzed, leaks, latencies, kills kept), one JSON line
 * each in test-results/reliability-figures.jsonl; the global teardown prints them as a table, so
 * `npm test` shows them after the step's test list.
 */
export interface Figure {
  /** The area: auth, fuzz, tenants, faults, durability, load, scale-out. */
  area: string;
  /** What was measured, e.g. "REST routes covered". */
  name: string;
  /** The value as printed, e.g. "142 / 142" or "38.2 ms". */
  value: string;
  /** The target it is held to, e.g. "< 100 ms", when there is one. */
  target?: string;
}

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
export const FIGURES_FILE = join(repoRoot, 'test-results', 'reliability-figures.jsonl');

export function recordFigure(figure: Figure): void {
  mkdirSync(dirname(FIGURES_FILE), { recursive: true });
  appendFileSync(FIGURES_FILE, `${JSON.stringify(figure)}\n`);
  process.stdout.write(
    `[reliability] ${figure.area}: ${figure.name} = ${figure.value}${figure.target ? ` (target ${figure.target})` : ''}\n`,
  );
}

export function clearFigures(): void {
  rmSync(FIGURES_FILE, { force: true });
}

export function readFigures(): Figure[] {
  if (!existsSync(FIGURES_FILE)) return [];
  return readFileSync(FIGURES_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Figure);
}

/** The figures as an aligned text table. */
export function formatFigures(figures: readonly Figure[]): string {
  const rows = figures.map((f) => [f.area, f.name, f.value, f.target ?? '']);
  const header = ['area', 'figure', 'value', 'target'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
