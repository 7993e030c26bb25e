// @ts-check
// Test counts from the machine-readable reports the runners write (vitest's and Playwright's
// JSON reporters), so the final line counts individual tests, not steps. Node built-ins only.
import { existsSync, readFileSync } from 'node:fs';

/**
 * Vitest's JSON report. A file that failed to load has no tests and would vanish from the
 * counts: it counts as one failed test, named by its file.
 */
/**
 * @typedef {{ passed: number, failed: number, skipped: number, brokenFiles: string[] }} TestCounts
 */

/**
 * @param {string} file
 * @returns {TestCounts | undefined}
 */
export function countVitest(file) {
  if (!existsSync(file)) return undefined;
  /** @type {{ numPassedTests?: number, numFailedTests?: number, numPendingTests?: number, numTodoTests?: number, testResults?: { name: string, status: string, assertionResults?: unknown[] }[] }} */
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const brokenFiles = (report.testResults ?? []).filter(
    (result) => result.status === 'failed' && (result.assertionResults ?? []).length === 0,
  );
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles.length,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    brokenFiles: brokenFiles.map((result) => result.name),
  };
}

/** Playwright's JSON report: expected and flaky pass, unexpected fail. */
/**
 * @param {string} file
 * @returns {TestCounts | undefined}
 */
export function countPlaywright(file) {
  if (!existsSync(file)) return undefined;
  /** @type {{ stats?: { expected?: number, flaky?: number, unexpected?: number, skipped?: number }, errors?: unknown[] }} */
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const stats = report.stats ?? {};
  const loadErrors = (report.errors ?? []).length;
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + (stats.unexpected ? 0 : loadErrors),
    skipped: stats.skipped ?? 0,
    brokenFiles: [],
  };
}
