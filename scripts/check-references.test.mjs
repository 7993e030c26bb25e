// @ts-check
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkReferences, isFailing } from './check-references.mjs';

const script = join(dirname(fileURLToPath(import.meta.url)), 'check-references.mjs');
/** @type {string[]} */
const roots = [];

/**
 * A repository in a temporary folder: the files given, plus a web app and its package.json.
 * @param {Record<string, string>} files
 */
function repo(files) {
  const root = mkdtempSync(join(tmpdir(), 'check-references-'));
  roots.push(root);
  const all = {
    'apps/web/package.json': '{}',
    'apps/web/src/main.tsx': '',
    'apps/web/scripts/generate.ts': '',
    'docs/rules/shell.md': '# Shell\n\n## 2. Screens\n',
    'README.md': '# Repo\n',
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return { root, files: Object.keys(all) };
}

/** @param {Record<string, string>} files */
const problemsOf = (files) =>
  checkReferences(repo(files)).map(({ file, line, kind }) => `${file}:${line} ${kind}`);

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('Markdown links', () => {
  it('flags a link to a file or folder that does not exist, with its line', () => {
    expect(
      problemsOf({
        'docs/guide.md': '# Guide\n\nSee [the rules](rules/missing.md) and ![x](img/none.png).\n',
      }),
    ).toEqual(['docs/guide.md:3 broken-link', 'docs/guide.md:3 broken-link']);
  });

  it('accepts existing files and folders, relative or from the root, with anchors', () => {
    expect(
      problemsOf({
        'docs/guide.md': [
          '[shell](rules/shell.md#2-screens), [rules](rules/), [readme](../README.md)',
          '[root](/apps/web/src/main.tsx), [web](<../apps/web/src/main.tsx>)',
          '[site](https://example.com/x.md), [mail](mailto:a@b.c), [here](#top)',
        ].join('\n'),
      }),
    ).toEqual([]);
  });
});

describe('repository paths in text', () => {
  it('flags a path under apps, packages, docs, scripts or tests that does not exist', () => {
    expect(
      problemsOf({
        'apps/web/src/app.ts': '// See apps/web/src/gone.ts and docs/rules/alerts.md.\n',
      }),
    ).toEqual(['apps/web/src/app.ts:1 missing-file', 'apps/web/src/app.ts:1 missing-file']);
  });

  it('accepts a path from the root, the file folder or its package, and build output', () => {
    expect(
      problemsOf({
        'apps/web/README.md': [
          'Entry: apps/web/src/main.tsx; generator: `scripts/generate.ts`.',
          'Built into apps/web/dist/index.html, logs in .data/run.log, test-results/e2e.json.',
          'Globs are no paths: tests/e2e/*.spec.ts, apps/*/README.md, src/**/*.test.ts.',
        ].join('\n'),
      }),
    ).toEqual([]);
  });

  it('leaves paths of other projects alone (a folder we do not have)', () => {
    expect(
      problemsOf({
        'apps/web/src/protocol.ts':
          '// model: tldraw packages/sync-core/src/lib/protocol.ts, github.com/x/apps/y.ts\n',
      }),
    ).toEqual([]);
  });
});

describe('documents outside the repository', () => {
  it('reports spec citations and unknown upper-case documents, failing only when strict', () => {
    const problems = checkReferences(
      repo({
        'apps/web/src/x.ts':
          '/** The menu (spec 01 section 2, STYLE.md). */\n// README.md is ours\n',
      }),
    );
    expect(problems.map(({ line, kind, message }) => [line, kind, message.split(',')[0]])).toEqual([
      [1, 'outside-document', 'cites "spec 01"'],
      [1, 'outside-document', 'cites STYLE.md'],
    ]);
    expect(problems.some((problem) => isFailing(problem, { strictSpec: false }))).toBe(false);
    expect(problems.every((problem) => isFailing(problem, { strictSpec: true }))).toBe(true);
  });

  it('reports paths into the design folder beside the repository, failing only when strict', () => {
    const problems = checkReferences(
      repo({
        'docs/adr/0001-x.md': 'See [the style](../../../shared/STYLE.md).\n',
        'apps/web/src/x.ts': [
          '// The rules: /work/shared/spec/02-alert-center.md; ../shared/ARCHITECTURE.md.',
          '/** Shared parts (apps/shared/x, my-shared/y are no such path). */',
        ].join('\n'),
      }),
    );
    expect(problems.map(({ file, line, kind, message }) => [file, line, kind, message])).toEqual([
      [
        'apps/web/src/x.ts',
        1,
        'outside-document',
        'names /work/shared/spec/02-alert-center.md, a folder outside the repository (docs/ has its documents)',
      ],
      [
        'apps/web/src/x.ts',
        1,
        'outside-document',
        'names ../shared/ARCHITECTURE.md, a folder outside the repository (docs/ has its documents)',
      ],
      [
        'docs/adr/0001-x.md',
        1,
        'outside-document',
        'names ../../../shared/STYLE.md, a folder outside the repository (docs/ has its documents)',
      ],
    ]);
    expect(problems.every((problem) => isFailing(problem, { strictSpec: true }))).toBe(true);
  });

  it('reports a spec citation broken over a comment line, and a plural "specs"', () => {
    expect(
      problemsOf({
        'apps/web/src/x.ts': '/** The popup (spec\n * 02 section 5); specs 01 and 03 agree. */\n',
      }),
    ).toEqual(['apps/web/src/x.ts:1 outside-document', 'apps/web/src/x.ts:2 outside-document']);
  });

  it('accepts a repointed citation', () => {
    expect(problemsOf({ 'apps/web/src/x.ts': '// The menu (docs/rules/shell.md §2).\n' })).toEqual(
      [],
    );
  });
});

describe('sections of the rules files', () => {
  it('flags a section number the rules file has no heading for, in lists and across lines', () => {
    expect(
      problemsOf({
        'docs/rules/route-optimization.md': '# RO\n\n## 4. States\n\n### 7.3 Submit\n',
        'apps/web/src/x.ts': [
          '// docs/rules/route-optimization.md §4 and §7.3 exist, docs/rules/shell.md §2, §3 not',
          '/** (docs/rules/route-optimization.md §4,',
          ' * §7.1) */',
        ].join('\n'),
      }),
    ).toEqual(['apps/web/src/x.ts:1 missing-section', 'apps/web/src/x.ts:2 missing-section']);
  });
});

describe('rule ids', () => {
  it('reports a cited rule id that no rules file defines, failing only when strict', () => {
    const problems = checkReferences(
      repo({
        'docs/rules/gateway.md': '- **GW-1** One origin.\n- **GW-2** Two modes.\n',
        'apps/web/SPEC.md': '- **LIST-1** Lists page.\n',
        'apps/web/src/x.ts': [
          "it('GW-1 GW-2 LIST-1 are defined', () => {});",
          '// GW-3 is not, nor LIST-4; delivery LIST-4000 and /path/GW-9 are no rule ids.',
        ].join('\n'),
      }),
    );
    expect(problems.map(({ file, line, kind, message }) => [file, line, kind, message])).toEqual([
      ['apps/web/src/x.ts', 2, 'unknown-rule', 'cites rule GW-3, which no rules file defines'],
      ['apps/web/src/x.ts', 2, 'unknown-rule', 'cites rule LIST-4, which no rules file defines'],
    ]);
    expect(problems.some((problem) => isFailing(problem, { strictSpec: false }))).toBe(false);
    expect(problems.every((problem) => isFailing(problem, { strictSpec: true }))).toBe(true);
  });
});

// Three Node processes: slow on a busy machine, never wrong for it.
describe('the command', { timeout: 60_000 }, () => {
  it('exits 1 listing file:line for a missing file, 0 when only citations remain', () => {
    const broken = repo({ 'docs/a.md': 'x\n[gone](gone.md)\n' });
    const failed = spawnSync(process.execPath, [script, '--root', broken.root], {
      encoding: 'utf8',
    });
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('docs/a.md:2: link to gone.md: no such file or folder');

    const cited = repo({ 'docs/a.md': 'As spec 02 says.\n' });
    const reported = execFileSync(process.execPath, [script, '--root', cited.root], {
      encoding: 'utf8',
    });
    expect(reported).toContain('docs/a.md:1: cites "spec 02"');
    const strict = spawnSync(process.execPath, [script, '--root', cited.root, '--strict-spec'], {
      encoding: 'utf8',
    });
    expect(strict.status).toBe(1);
  });
});
