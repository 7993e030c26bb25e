#!/usr/bin/env node
// @ts-check
/**
 * Fails on references to repository files that do not exist, so a comment, a README or a
 * decision record never sends a reader to a file a clone does not have (issue 23):
 *
 * - Markdown links and images (`[text](target)`) to a local file or folder, relative to the
 *   Markdown file (a leading `/` means the repository root);
 * - repository paths named in any text file (comments, strings, docs): `docs/…`, `apps/…`,
 *   `packages/…`, `scripts/…`, `tests/…` ending in a file extension. Such a path may be written
 *   from the repository root, the file's own folder or its package's folder; build output
 *   (`dist/`, `.data/`, `test-results/`, …) and generated files (`*.generated.*`) are exempt.
 * - citations of documents outside the repository: "spec 0N" (the product team's
 *   specifications, now docs/rules/), paths into the design folder beside the repository
 *   (`../shared/…`) and upper-case Markdown names that no tracked file has (the style guide that
 *   was never committed). These are reported; with `--strict-spec` (the lint:references step of
 *   scripts/test.mjs) they fail too.
 * - a section number of a rules file (`§4` after its path) that has no heading there;
 * - rule ids (`AC-35`, `LIST-3`) that no rules file defines: docs/rules/*.md and every SPEC.md
 *   define them as `**ID**`. Reported, and failing with `--strict-spec`.
 *
 * Usage: node scripts/check-references.mjs [--strict-spec] [--quiet] [--root DIR]
 * Prints file:line: problem for each, exits 1 when a failing problem was found. Node built-ins
 * only (it runs in the lint step, before anything is built).
 */

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const TEXT_FILE =
  /\.(?:[cm]?[jt]sx?|md|mdx|json|ya?ml|sh|css|html|sql|txt)$|(?:^|\/)(?:Dockerfile|run)$/;
/**
 * Files that name no paths of ours: the lockfile, this check and its fixtures, and the codemod that
 * repoints old citations (their patterns and tests name what they look for).
 */
const SKIPPED_FILES = new Set([
  'pnpm-lock.yaml',
  'scripts/check-references.mjs',
  'scripts/check-references.test.mjs',
  'scripts/codemods/repoint-citations.mjs',
  'scripts/codemods/repoint-citations.test.mjs',
]);
const MAX_FILE_BYTES = 1024 * 1024;
/** Path segments of build output and local state: named in docs, absent from a clone. */
const UNTRACKED_SEGMENTS = new Set([
  'node_modules',
  'dist',
  '.data',
  'coverage',
  'test-results',
  'playwright-report',
  '.tmp',
]);

/** `apps/web/src/main.tsx`, not `/apps/…` (an absolute or URL path) nor `my-apps/…`. */
const REPO_PATH =
  /(?<![\w/.@$-])(?:\.\/)?((?:docs|apps|packages|scripts|tests)\/[\w./@+-]*\.[A-Za-z][A-Za-z0-9]*)(?![\w/*{<$-])/g;
/** `[text](target)` and `![alt](target "title")`; the target without spaces or with <...>. */
const MARKDOWN_LINK = /!?\[[^\]\n]*\]\(\s*(<[^>\n]+>|[^)\s]+)(?:\s+"[^"\n]*")?\s*\)/g;
/**
 * `docs/rules/alert-center.md §4 and §9`, `§3-§7`, or a list broken over a comment line: the
 * rules file and the run of section numbers after it.
 */
const SECTION_CITATION =
  /(?<![\w/.-])docs\/rules\/([\w-]+\.md)((?:[ \t,]*(?:and|or|to|-)?[ \t]*(?:\r?\n[ \t]*(?:\*|\/\/|#)?[ \t]*)?§\d+(?:\.\d+)*)+)/g;
/** A citation of the specification documents kept outside the repository, or across lines. */
const SPEC_CITATION =
  /\bspecs?\b(?:[ \t]*,?[ \t]*|[ \t]*\r?\n[ \t]*(?:\*|\/\/|#)?[ \t]*)0[123](?!\d)/gi;
/** `NOTES.md`, `DESIGN.md`: checked against the names of tracked files. */
const UPPER_CASE_DOC = /(?<![\w/.-])([A-Z][A-Z0-9_-]*\.md)\b/g;
/**
 * The design documents' folder beside the repository: `../shared/spec/…`, `/work/shared/STYLE.md`
 * (what that folder holds; a `shared/` folder of our own, such as the contracts', is not it).
 */
const SHARED_PATH =
  /(?:(?<![\w.])(?:\.\.\/)+|\/work\/)shared\/(?:(?:spec|bench|research|hooks)(?:\/[\w./-]*)?|(?:ARCHITECTURE|STACK|STYLE)\.md)/g;

/**
 * @typedef {{ file: string, line: number, message: string, kind: 'missing-file' | 'broken-link' | 'missing-section' | 'outside-document' | 'unknown-rule' }} Problem
 */

/** @param {string} root */
function trackedFiles(root) {
  try {
    const out = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
      {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    return out.split('\0').filter(Boolean);
  } catch {
    return walk(root, '');
  }
}

/**
 * Every file under a folder that is not build output; for copies without git (tests).
 * @param {string} root
 * @param {string} dir
 * @returns {string[]}
 */
function walk(root, dir) {
  /** @type {string[]} */
  const files = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    if (UNTRACKED_SEGMENTS.has(entry.name) || entry.name === '.git') continue;
    const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory()) files.push(...walk(root, path));
    else files.push(path);
  }
  return files;
}

/** @param {string} text @param {number} index */
const lineAt = (text, index) => {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
};

/**
 * The problems of one repository.
 * @param {{ root: string, files?: string[] }} options
 * @returns {Problem[]}
 */
export function checkReferences({ root, files = trackedFiles(root) }) {
  const existing = new Set(files.filter((file) => existsSync(join(root, file))));
  const folders = new Set();
  for (const file of existing) {
    for (let dir = posix.dirname(file); dir !== '.'; dir = posix.dirname(dir)) folders.add(dir);
  }
  const baseNames = new Set([...existing].map((file) => posix.basename(file)));
  const rules = definedRules(root, [...existing]);
  /** @param {string} path */
  const exists = (path) => {
    const normal = posix.normalize(path).replace(/\/$/, '');
    return normal === '' || normal === '.' || existing.has(normal) || folders.has(normal);
  };
  /** Folders of package.json files, longest first: a path may be written from its package. */
  const packageDirs = [...existing]
    .filter((file) => posix.basename(file) === 'package.json')
    .map((file) => posix.dirname(file))
    .sort((a, b) => b.length - a.length);

  /** @type {Map<string, Set<string> | undefined>} */
  const sections = new Map();
  /** The numbers of a rules file's section headings (`## 4. States`, `### 7.3 Submit`). */
  const sectionsOf = (/** @type {string} */ rulesFile) => {
    if (!sections.has(rulesFile)) {
      const headings = existing.has(rulesFile)
        ? new Set(
            [
              ...readFileSync(join(root, rulesFile), 'utf8').matchAll(
                /^#{2,4} (\d+(?:\.\d+)*)\.? /gm,
              ),
            ].map(([, number]) => number ?? ''),
          )
        : undefined;
      sections.set(rulesFile, headings);
    }
    return sections.get(rulesFile);
  };

  /** The text files to read, each read once. @type {Map<string, string>} */
  const texts = new Map();
  for (const file of existing) {
    if (SKIPPED_FILES.has(file) || !TEXT_FILE.test(file)) continue;
    const full = join(root, file);
    if (statSync(full).size <= MAX_FILE_BYTES) texts.set(file, readFileSync(full, 'utf8'));
  }

  /** @type {Problem[]} */
  const problems = [];
  for (const [file, text] of texts) {
    const dir = posix.dirname(file);
    const packageDir = packageDirs.find((pkg) => pkg === '.' || file.startsWith(`${pkg}/`)) ?? '.';

    if (/\.mdx?$/.test(file)) {
      for (const match of text.matchAll(MARKDOWN_LINK)) {
        let target = (match[1] ?? '').replace(/^<|>$/g, '');
        if (/^(?:[a-z][a-z0-9+.-]*:|#|\/\/)/i.test(target)) continue;
        target = target.replace(/[#?].*$/, '');
        if (target === '') continue;
        let decoded = target;
        try {
          decoded = decodeURIComponent(target);
        } catch {
          // A malformed escape: check the target as written.
        }
        const path = decoded.startsWith('/') ? decoded.slice(1) : posix.join(dir, decoded);
        if (path.startsWith('..') || isUntracked(path) || exists(path)) continue;
        problems.push({
          file,
          line: lineAt(text, match.index ?? 0),
          message: `link to ${target}: no such file or folder`,
          kind: 'broken-link',
        });
      }
    }

    for (const match of text.matchAll(REPO_PATH)) {
      const path = match[1] ?? '';
      if (isUntracked(path) || /\.generated\./.test(path)) continue;
      const bases = ['.', dir, packageDir];
      if (bases.some((base) => exists(posix.join(base, path)))) continue;
      // `packages/sync-core/src/lib/protocol.ts` of another project (a model we cite): a path
      // deeper than `folder/file` is ours only where its first two folders exist.
      const [first = '', second = '', ...rest] = path.split('/');
      if (rest.length > 0 && !bases.some((base) => exists(posix.join(base, first, second)))) {
        continue;
      }
      problems.push({
        file,
        line: lineAt(text, match.index ?? 0),
        message: `names ${path}: no such file`,
        kind: 'missing-file',
      });
    }

    for (const match of text.matchAll(SECTION_CITATION)) {
      const rulesFile = `docs/rules/${match[1] ?? ''}`;
      const headings = sectionsOf(rulesFile);
      if (headings === undefined) continue; // a missing file is reported above
      for (const [, section = ''] of (match[2] ?? '').matchAll(/§(\d+(?:\.\d+)*)/g)) {
        if (headings.has(section)) continue;
        problems.push({
          file,
          line: lineAt(text, match.index ?? 0),
          message: `cites ${rulesFile} §${section}: it has no such section`,
          kind: 'missing-section',
        });
      }
    }

    for (const match of text.matchAll(SPEC_CITATION)) {
      problems.push({
        file,
        line: lineAt(text, match.index ?? 0),
        message: `cites "${match[0].replace(/\s+/g, ' ')}", a document outside the repository (docs/rules/ has its rules)`,
        kind: 'outside-document',
      });
    }
    for (const match of text.matchAll(SHARED_PATH)) {
      problems.push({
        file,
        line: lineAt(text, match.index ?? 0),
        message: `names ${match[0].replace(/\.+$/, '')}, a folder outside the repository (docs/ has its documents)`,
        kind: 'outside-document',
      });
    }
    for (const match of text.matchAll(UPPER_CASE_DOC)) {
      if (baseNames.has(match[1] ?? '')) continue;
      problems.push({
        file,
        line: lineAt(text, match.index ?? 0),
        message: `cites ${match[1]}, which no file of the repository is`,
        kind: 'outside-document',
      });
    }
  }
  if (rules.pattern) {
    for (const [file, text] of texts) {
      for (const match of text.matchAll(rules.pattern)) {
        const [id, prefix = '', number = '0'] = match;
        if (rules.ids.has(id)) continue;
        // Far past the last rule of its prefix it is a name, not a rule (a delivery `DO-42`).
        if (Number(number) > (rules.highest.get(prefix) ?? 0) + RULE_NUMBER_SLACK) continue;
        problems.push({
          file,
          line: lineAt(text, match.index ?? 0),
          message: `cites rule ${id}, which no rules file defines`,
          kind: 'unknown-rule',
        });
      }
    }
  }
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** How far past the highest rule of a prefix a number still counts as a rule id. */
const RULE_NUMBER_SLACK = 20;

/**
 * The rule ids the rules files define (`- **AC-35** ...` in docs/rules/*.md and every SPEC.md),
 * and a pattern that finds a citation of any id with one of their prefixes.
 * @param {string} root
 * @param {string[]} files
 */
function definedRules(root, files) {
  /** @type {Set<string>} */
  const ids = new Set();
  /** @type {Map<string, number>} */
  const highest = new Map();
  for (const file of files) {
    if (!/^docs\/rules\/[^/]+\.md$|(?:^|\/)SPEC\.md$/.test(file)) continue;
    for (const [, id = '', prefix = '', number = '0'] of readFileSync(
      join(root, file),
      'utf8',
    ).matchAll(/\*\*(([A-Z][A-Z0-9]*)-(\d+))\*\*/g)) {
      ids.add(id);
      highest.set(prefix, Math.max(highest.get(prefix) ?? 0, Number(number)));
    }
  }
  const prefixes = [...highest.keys()].sort((a, b) => b.length - a.length);
  const pattern =
    prefixes.length > 0
      ? new RegExp(String.raw`(?<![\w/.-])(${prefixes.join('|')})-(\d+)(?![\w/]|\.\d)`, 'g')
      : undefined;
  return { ids, highest, pattern };
}

/** @param {string} path */
function isUntracked(path) {
  return path.split('/').some((segment) => UNTRACKED_SEGMENTS.has(segment));
}

/**
 * Whether a problem fails the check: outside documents only with --strict-spec.
 * @param {Problem} problem
 * @param {{ strictSpec: boolean }} options
 */
export const isFailing = (problem, { strictSpec }) =>
  (problem.kind !== 'outside-document' && problem.kind !== 'unknown-rule') || strictSpec;

function main() {
  const args = process.argv.slice(2);
  const strictSpec = args.includes('--strict-spec');
  const quiet = args.includes('--quiet');
  const rootArg = args.includes('--root') ? args[args.indexOf('--root') + 1] : undefined;
  const root = resolve(rootArg ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
  const started = performance.now();
  const problems = checkReferences({ root });
  const failing = problems.filter((problem) => isFailing(problem, { strictSpec }));
  const reported = problems.filter((problem) => !isFailing(problem, { strictSpec }));
  for (const problem of failing)
    console.error(`${problem.file}:${problem.line}: ${problem.message}`);
  if (reported.length > 0) {
    const files = new Set(reported.map((problem) => problem.file)).size;
    const rules = reported.filter((problem) => problem.kind === 'unknown-rule').length;
    console.log(
      `${reported.length - rules} citations of documents outside the repository and ${rules} of ` +
        `rules no rules file defines, in ${files} files (reported; --strict-spec fails on them; ` +
        'node scripts/codemods/repoint-citations.mjs repoints the documents)',
    );
    if (!quiet) {
      for (const problem of reported) {
        console.log(`  ${problem.file}:${problem.line}: ${problem.message}`);
      }
    }
  }
  const ms = Math.round(performance.now() - started);
  if (failing.length > 0) {
    const missing = failing.filter(
      (problem) => problem.kind !== 'outside-document' && problem.kind !== 'unknown-rule',
    ).length;
    console.error(
      `check-references: ${missing} references to missing files or sections` +
        `${failing.length > missing ? `, ${failing.length - missing} citations of documents outside the repository or of undefined rules` : ''} (${ms} ms)`,
    );
    process.exitCode = 1;
  } else {
    console.log(`check-references: every referenced repository file exists (${ms} ms)`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
