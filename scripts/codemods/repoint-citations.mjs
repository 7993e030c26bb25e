#!/usr/bin/env node
// @ts-check
/**
 * Repoints citations of documents a clone does not have at the files of the repository that
 * hold the same rules (issue 23):
 *
 * - `spec 01` / `spec 02` / `spec 03` (the product team's specification documents) become
 *   `docs/rules/shell.md`, `docs/rules/alert-center.md` and `docs/rules/route-optimization.md`;
 *   their sections keep their numbers there (docs/rules/README.md), so `spec 02 sections 2, 4
 *   and 8` becomes `docs/rules/alert-center.md §2, §4 and §8`, `spec 03 section 7.1`
 *   `docs/rules/route-optimization.md §7.1`, `spec 01 s. 6` `docs/rules/shell.md §6`;
 * - a few citations that name one rule (`spec 02 section 8 'media not found'`) become that
 *   rule's id (`AC-52`), from the table `RULE_CITATIONS` below;
 * - `STYLE.md`, `ARCHITECTURE.md` and `STACK.md` become `docs/style.md`, `docs/architecture.md`
 *   and `docs/stack.md`; `../shared/…` and `/work/shared/…` paths become the repository file.
 *
 * The word "spec" alone (a Playwright `*.spec.ts` file, a test spec, "the spec") is left as it
 * is: only a document number or a shared path makes a citation. Running it again changes
 * nothing (what it writes matches none of its patterns). scripts/check-references.mjs
 * `--strict-spec` fails on whatever it leaves.
 *
 * Usage: node scripts/codemods/repoint-citations.mjs [--dry-run] [--no-format] [--root DIR]
 *   Rewrites the tracked text files (git ls-files), then formats the changed ones with the
 *   repository's Prettier (a longer string may move a line break); prints each changed file
 *   with its number of rewrites. --dry-run prints without writing.
 */

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The rules file of each specification document. */
export const RULES_FILES = /** @type {const} */ ({
  '01': 'docs/rules/shell.md',
  '02': 'docs/rules/alert-center.md',
  '03': 'docs/rules/route-optimization.md',
});

/** The repository file of each shared design document. */
const SHARED_DOCUMENTS = /** @type {const} */ ({
  'STYLE.md': 'docs/style.md',
  'ARCHITECTURE.md': 'docs/architecture.md',
  'STACK.md': 'docs/stack.md',
});

/** Shared paths and their repository files, longest first. @type {[string, string][]} */
const SHARED_PATHS = [
  ['spec/01-shell-and-shared.md', RULES_FILES['01']],
  ['spec/02-alert-center.md', RULES_FILES['02']],
  ['spec/03-route-optimization.md', RULES_FILES['03']],
  ['spec/', 'docs/rules/'],
  ['spec', 'docs/rules/'],
  ['STYLE.md', SHARED_DOCUMENTS['STYLE.md']],
  ['ARCHITECTURE.md', SHARED_DOCUMENTS['ARCHITECTURE.md']],
  ['STACK.md', SHARED_DOCUMENTS['STACK.md']],
];

/**
 * Citations that name one rule, by the document, the section and the words after it: each
 * becomes the rule's id. `quote` matches what follows the section number (up to and including
 * the quoted words, which are the specification's own); the id replaces both.
 * @type {{ spec: '01' | '02' | '03', section: string, quote: RegExp, id: string }[]}
 */
export const RULE_CITATIONS = [
  { spec: '02', section: '8', quote: /^ 'media not found'/, id: 'AC-52' },
  {
    spec: '02',
    section: '5',
    quote: /^: '-' when empty or 0\.00 for the value-type codes/,
    id: 'AC-38',
  },
  { spec: '02', section: '9', quote: /^: 'logout redirect about 500 ms'/, id: 'AC-65' },
  {
    spec: '02',
    section: '2',
    quote: /^: "the choice and window position are remembered/,
    id: 'AC-12',
  },
  { spec: '01', section: '2', quote: /^: "sorting resets to page 1"/, id: 'SHELL-21' },
  { spec: '01', section: '2', quote: /^, "menu behaviour"/, id: 'SHELL-12' },
  { spec: '01', section: '4', quote: /^: "a resolving state"/, id: 'SHELL-34' },
  { spec: '01', section: '4', quote: /^: "resolved and back"/, id: 'SHELL-34' },
  {
    spec: '01',
    section: '7',
    quote: /^: "resolve from preview, click banner, click onboarding/,
    id: 'SHELL-52',
  },
  { spec: '03', section: '7.1', quote: /^'s table/, id: 'RO-52' },
  { spec: '03', section: '9', quote: /^'s display format/, id: 'RO-68' },
];

/** What may stand between words of a comment broken over lines: `\n * `, `\n// `, `\n# `. */
const GAP = String.raw`(?:[ \t]+|[ \t]*\r?\n[ \t]*(?:\*(?!\/)|\/\/|#)?[ \t]*)`;
/** A section number: `4`, `7.1`. */
const NUMBER = String.raw`\d+(?:\.\d+)*`;
/** Between the numbers of a list: `, `, ` and `, `-`, `–`, ` to `, `, and `. */
const LIST_SEPARATOR = String.raw`(?:[ \t]*(?:,|-|–)(?:${GAP}(?:and|or)(?=[ \t\n]))?${GAP}?|${GAP}(?:and|or|to)${GAP})`;

/**
 * `spec 02`, `Spec 03`, `specs 01 and 03`, then optionally `'s`, and a section part:
 * ` section 4`, ` sections 2, 4 and 8`, ` §5`, ` s. 6`, `, section 9`.
 * Groups: 1 the first number, 2 a second document (`and 03`), 3 and 4 `sections` and its list of
 * numbers, 5 and 6 `section` (`§`, `s.`) and its one number.
 */
const SPEC_CITATION = new RegExp(
  String.raw`(?<![\w/.-])specs?${GAP}(0[123])(?!\d)` +
    String.raw`(?:${GAP}and${GAP}(0[123])(?!\d))?` +
    String.raw`(?:,?${GAP}(?:(sections)${GAP}(${NUMBER}(?:${LIST_SEPARATOR}§?${NUMBER})*)|(section|§|s\.)${GAP}?(${NUMBER})(?![\w.]*\d)))?`,
  'gi',
);

/** `STYLE.md` and the like, not part of a longer path or name. */
const SHARED_DOCUMENT = /(?<![\w/.-])(STYLE|ARCHITECTURE|STACK)\.md\b/g;
/**
 * `../shared/spec/02-alert-center.md`, `../../shared/STYLE.md`, `/work/shared/spec/`: only what the
 * design documents' folder holds, so an import of a `shared/` folder of our own stays as it is.
 */
const SHARED_PATH =
  /(?:(?:\.\.\/)+|\/work\/)shared\/((?:spec|bench|research|hooks)(?:\/[\w./-]*)?|(?:ARCHITECTURE|STACK|STYLE)\.md)/g;

/**
 * The section part rewritten: `2, 4 and 8` becomes `§2, §4 and §8` (a number already marked
 * keeps its one mark).
 * @param {string} numbers
 */
const markSections = (numbers) => numbers.replace(/§?(\d+(?:\.\d+)*)/g, '§$1');

/**
 * One text with its citations repointed, and how many were.
 * @param {string} text
 * @param {string} [file] the text's path from the repository root: a Markdown link target
 *   (`](../shared/STYLE.md)`) is written relative to its folder
 * @returns {{ text: string, count: number }}
 */
export function repointCitations(text, file = '') {
  let count = 0;
  let out = text;
  for (const rule of RULE_CITATIONS) {
    const citation = new RegExp(
      String.raw`(?<![\w/.-])spec${GAP}${rule.spec},?${GAP}(?:section|§|s\.)${GAP}?` +
        `${rule.section.replace('.', String.raw`\.`)}(?!\\.?\\d)${rule.quote.source.replace(/^\^/, '')}`,
      'gi',
    );
    out = out.replace(citation, () => {
      count++;
      return rule.id;
    });
  }
  out = out.replace(SPEC_CITATION, (match, first, second, plural, list, singular, one) => {
    const numbers = list ?? one;
    count++;
    const file = RULES_FILES[/** @type {'01' | '02' | '03'} */ (first)];
    // `specs 01 and 03`; `spec 01 section 7, spec 02 section 7` is two matches.
    const files =
      second === undefined
        ? file
        : `${file} and ${RULES_FILES[/** @type {'01' | '02' | '03'} */ (second)]}`;
    if (numbers === undefined) return files;
    // The comment may break its line between the document and the section word: keep the break.
    const gap = /** @type {string} */ (match).match(
      new RegExp(String.raw`0[123],?(${GAP})(?:sections|section|§|s\.)`, 'i'),
    )?.[1];
    return `${files}${gap?.includes('\n') ? gap : ' '}${markSections(numbers)}`;
  });
  out = out.replace(SHARED_PATH, (_match, rest, offset, whole) => {
    count++;
    const mapped = SHARED_PATHS.find(([from]) => rest.startsWith(from));
    const target = mapped ? `${mapped[1]}${rest.slice(mapped[0].length)}` : `docs/${rest}`;
    const linked = /\]\(<?$/.test(whole.slice(Math.max(0, offset - 2), offset));
    if (!linked) return target;
    const relative = posix.relative(posix.dirname(file), target);
    return target.endsWith('/') ? `${relative}/` : relative;
  });
  out = out.replace(SHARED_DOCUMENT, (match) => {
    count++;
    return SHARED_DOCUMENTS[/** @type {keyof typeof SHARED_DOCUMENTS} */ (match)];
  });
  return { text: out, count };
}

/** The repository's line width (.prettierrc `printWidth`), which comments keep too. */
const WIDTH = 100;

/**
 * Whether a line starts a new paragraph or item rather than continuing the one above: a list
 * item, a tag, a table row, a fence or the end of a block comment.
 * @param {string} content
 */
const startsBlock = (content) =>
  content === '' || /^(?:[-*+] |\d+[.)] |@|\||```|\*\/|#)/.test(content);

/**
 * A comment or prose line split into the prefix its continuation lines take and its words; null
 * for code, which Prettier lays out.
 * @param {string} line
 * @param {boolean} markdown
 * @returns {{ prefix: string, continuation: string, content: string } | null}
 */
function proseLine(line, markdown) {
  const match = markdown
    ? /^(\s*)()()(.*)$/.exec(line)
    : /^(\s*)(\/\*\* |\* |\/\/ |# )( *)(.*)$/.exec(line);
  if (!match) return null;
  const [, indent = '', marker = '', hanging = '', content = ''] = match;
  // A JSDoc tag's line may hold a type (`@param {{ a: string }} x`): never broken.
  if (content === '' || /\s{2}|\*\/./.test(content) || /^(?:\||```|@)/.test(content)) return null;
  const item = /^(?:[-*+] |\d+[.)] )/.exec(content)?.[0] ?? '';
  const commentMarker = marker === '/** ' ? ' * ' : marker;
  return {
    prefix: `${indent}${marker}${hanging}`,
    continuation: `${indent}${commentMarker}${hanging}${' '.repeat(item.length)}`,
    content,
  };
}

/**
 * The lines a rewrite made wider than the line width, re-broken: the words past the width move to
 * the start of the next line of the same paragraph (which may push words on in turn), or to a new
 * line when the paragraph ends there. A one-line `/** … *\/` comment becomes a block. Only lines
 * in `changed` start a re-break; code lines are left to Prettier.
 * @param {string[]} lines
 * @param {Set<number>} changed
 * @param {boolean} markdown
 */
function rewrap(lines, changed, markdown) {
  const out = [...lines];
  let fenced = false;
  /** @type {boolean[]} */
  const inFence = out.map((line) => {
    if (markdown && /^\s*```/.test(line)) fenced = !fenced;
    return fenced;
  });
  for (let i = out.length - 1; i >= 0; i--) {
    const line = out[i] ?? '';
    if (!changed.has(i) || line.length <= WIDTH || inFence[i]) continue;
    const single = markdown ? null : /^(\s*)\/\*\* (.*) \*\/$/.exec(line);
    if (single) {
      const [, indent = '', content = ''] = single;
      const block = [`${indent}/**`, `${indent} * ${content}`, `${indent} */`];
      out.splice(i, 1, ...block);
      inFence.splice(i, 1, false, false, false);
      out.splice(i, block.length, ...rewrapFrom(block, 1, markdown));
      continue;
    }
    const rewrapped = rewrapFrom(out.slice(i), 0, markdown);
    out.splice(i, out.length - i, ...rewrapped);
  }
  return out;
}

/**
 * @param {string[]} lines
 * @param {number} start
 * @param {boolean} markdown
 */
function rewrapFrom(lines, start, markdown) {
  const out = [...lines];
  for (let i = start; i < out.length; i++) {
    const line = out[i] ?? '';
    if (line.length <= WIDTH) break;
    const prose = proseLine(line, markdown);
    if (!prose) break;
    const words = prose.content.split(' ');
    let kept = prose.prefix;
    let taken = 0;
    for (const word of words) {
      const next = taken === 0 ? `${kept}${word}` : `${kept} ${word}`;
      if (taken > 0 && next.length > WIDTH) break;
      kept = next;
      taken++;
    }
    if (taken === words.length) break;
    const carry = words.slice(taken).join(' ');
    out[i] = kept;
    const following = out[i + 1];
    const followingProse = following === undefined ? null : proseLine(following, markdown);
    if (
      following !== undefined &&
      followingProse &&
      following.startsWith(prose.continuation) &&
      !/^\s/.test(following.slice(prose.continuation.length)) &&
      !startsBlock(following.slice(prose.continuation.length))
    ) {
      out[i + 1] = `${prose.continuation}${carry} ${following.slice(prose.continuation.length)}`;
    } else {
      out.splice(i + 1, 0, `${prose.continuation}${carry}`);
    }
  }
  return out;
}

/**
 * A file's text with its citations repointed and the comment and prose lines that grew past the
 * line width re-broken.
 * @param {string} before
 * @param {string} file its path from the repository root
 */
export function repointFile(before, file) {
  const repointed = repointCitations(before, file);
  const beforeLines = before.split('\n');
  const lines = repointed.text.split('\n');
  const changed = new Set(
    lines.flatMap((line, index) => (line !== beforeLines[index] ? [index] : [])),
  );
  return {
    text: rewrap(lines, changed, /\.mdx?$/.test(file)).join('\n'),
    count: repointed.count,
  };
}

const TEXT_FILE =
  /\.(?:[cm]?[jt]sx?|md|mdx|json|ya?ml|sh|css|html|sql|txt|graphql)$|(?:^|\/)(?:Dockerfile|run)$/;
/** Files whose citations are test data or history: the lockfile, the fixtures, this codemod. */
const SKIPPED = new Set([
  'pnpm-lock.yaml',
  'scripts/check-references.mjs',
  'scripts/check-references.test.mjs',
  'scripts/codemods/repoint-citations.mjs',
  'scripts/codemods/repoint-citations.test.mjs',
]);
/** Where citations are rewritten: these folders and the top-level files. */
const SCOPE = /^(?:apps|packages|tests|scripts|docs)\/|^[^/]+$/;

function main() {
  const args = process.argv.slice(2);
  const dryRun = args.includes('--dry-run');
  const format = !args.includes('--no-format');
  const rootArg = args.includes('--root') ? args[args.indexOf('--root') + 1] : undefined;
  const root = resolve(rootArg ?? join(dirname(fileURLToPath(import.meta.url)), '../..'));
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && SCOPE.test(file) && TEXT_FILE.test(file) && !SKIPPED.has(file));
  /** @type {string[]} */
  const changed = [];
  let total = 0;
  for (const file of files) {
    const path = join(root, file);
    if (!existsSync(path) || statSync(path).size > 1024 * 1024) continue;
    const before = readFileSync(path, 'utf8');
    const { text, count } = repointFile(before, file);
    if (text === before) continue;
    changed.push(file);
    total += count;
    console.log(`${file}: ${count}`);
    if (!dryRun) writeFileSync(path, text);
  }
  console.log(
    `repoint-citations: ${total} citations in ${changed.length} files${dryRun ? ' (dry run)' : ''}`,
  );
  if (!dryRun && format && changed.length > 0) {
    const prettier = join(root, 'node_modules/.bin/prettier');
    execFileSync(prettier, ['--write', '--ignore-unknown', '--log-level', 'warn', ...changed], {
      cwd: root,
      stdio: 'inherit',
    });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
