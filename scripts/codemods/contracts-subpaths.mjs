#!/usr/bin/env node
// @ts-check
// Rewrites every import of the root `@armada/contracts` into imports of the subpaths that export
// each name (`@armada/contracts/alerts`, `/shared`, ...; docs/adr/0019-contracts-subpaths.md).
// Contracts has no root entry: each name has exactly one home, read from the domain index files
// that packages/contracts/package.json `exports` lists.
//
//   node scripts/codemods/contracts-subpaths.mjs           rewrite apps/ packages/ tests/ scripts/
//   node scripts/codemods/contracts-subpaths.mjs --check   list what it would change, exit 1 if any
//   node scripts/codemods/contracts-subpaths.mjs <paths>   only these files or folders
//
// Handles `import { a, type B }`, `import type`, `export { ... } from` and type-level
// `import('@armada/contracts').Name` (TypeScript and JSDoc). Imports of a subpath the file
// already has are merged into one declaration. It refuses (exit 1, nothing written) a name no
// subpath exports, a name two subpaths export, and any use it cannot split by name: a namespace
// or default import, `export *`, a dynamic `import()`, `vi.mock('@armada/contracts')`, or any other
// string naming the root. Output is formatted with the repository's Prettier config. Idempotent:
// a second run finds nothing to do.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import * as prettier from 'prettier';

const ROOT = '@armada/contracts';
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const contractsDir = join(repoRoot, 'packages', 'contracts');
const DEFAULT_DIRS = ['apps', 'packages', 'tests', 'scripts'];
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  '.data',
  '.tmp',
  'test-results',
  'playwright-report',
  'coverage',
]);
const EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.jsx']);

/** @param {string} path */
const scriptKindOf = (path) =>
  ({ '.tsx': ts.ScriptKind.TSX, '.jsx': ts.ScriptKind.JSX, '.js': ts.ScriptKind.JS })[
    extname(path)
  ] ?? (/\.[cm]?js$/.test(path) ? ts.ScriptKind.JS : ts.ScriptKind.TS);

/** @param {string} path */
const parse = (path) =>
  ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    scriptKindOf(path),
  );

/**
 * The names each module exports: its own declarations, `export { }` lists and `export *` of
 * relative modules, followed.
 * @param {string} file absolute path of a .ts module
 * @param {Set<string>} [seen]
 * @returns {string[]}
 */
function exportedNames(file, seen = new Set()) {
  if (seen.has(file)) return [];
  seen.add(file);
  const source = parse(file);
  /** @type {string[]} */
  const names = [];
  /** @param {string} specifier */
  const resolveRelative = (specifier) => {
    const base = resolve(dirname(file), specifier);
    for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base]) {
      try {
        if (statSync(candidate).isFile()) return candidate;
      } catch {
        // try the next candidate
      }
    }
    throw new Error(`${relative(repoRoot, file)}: cannot resolve '${specifier}'`);
  };
  const isExported = (/** @type {ts.Node} */ node) =>
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      const specifier =
        statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
          ? statement.moduleSpecifier.text
          : undefined;
      if (!statement.exportClause) {
        if (!specifier?.startsWith('.')) {
          throw new Error(
            `${relative(repoRoot, file)}: cannot follow export * from '${specifier}'`,
          );
        }
        names.push(...exportedNames(resolveRelative(specifier), seen));
      } else if (ts.isNamedExports(statement.exportClause)) {
        names.push(...statement.exportClause.elements.map((e) => e.name.text));
      } else {
        names.push(statement.exportClause.name.text);
      }
    } else if (isExported(statement)) {
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
        }
      } else if (
        (ts.isFunctionDeclaration(statement) ||
          ts.isClassDeclaration(statement) ||
          ts.isInterfaceDeclaration(statement) ||
          ts.isTypeAliasDeclaration(statement) ||
          ts.isEnumDeclaration(statement)) &&
        statement.name
      ) {
        names.push(statement.name.text);
      }
    }
  }
  return names;
}

/**
 * name -> subpath specifier, from the package's `exports`. A name exported by two subpaths is an
 * error: every name has one home, so the rewrite never has to choose.
 * @returns {Map<string, string>}
 */
export function subpathOfName() {
  const manifest = JSON.parse(readFileSync(join(contractsDir, 'package.json'), 'utf8'));
  /** @type {Map<string, string>} */
  const map = new Map();
  const problems = [];
  for (const [key, target] of Object.entries(manifest.exports ?? {})) {
    if (key === '.') {
      problems.push(`${ROOT} has a root entry ("."): every import names a subpath`);
      continue;
    }
    // Test fixtures are imported by name on purpose, never given to the rewrite.
    if (key === './testing') continue;
    const file =
      typeof target === 'string'
        ? target
        : /** @type {Record<string, string|null>} */ (target).default;
    if (!file) throw new Error(`${ROOT} exports ${key} without a default target`);
    const specifier = `${ROOT}/${key.slice(2)}`;
    for (const name of exportedNames(join(contractsDir, file))) {
      const other = map.get(name);
      if (other && other !== specifier) {
        problems.push(`${name} is exported by both ${other} and ${specifier}`);
      }
      map.set(name, specifier);
    }
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return map;
}

/** @param {string[]} paths */
function sourceFiles(paths) {
  /** @type {string[]} */
  const files = [];
  /** @param {string} path */
  const walk = (path) => {
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path).sort()) {
        if (!SKIP_DIRS.has(name)) walk(join(path, name));
      }
    } else if (EXTENSIONS.has(extname(path)) && path !== fileURLToPath(import.meta.url)) {
      files.push(path);
    }
  };
  for (const path of paths) walk(resolve(repoRoot, path));
  return files;
}

/**
 * @typedef {{ text: string, type: boolean }} Specifier
 * @typedef {{ kind: 'import'|'export', subpath: string, typeOnly: boolean, specifiers: Specifier[], anchor: number }} Group
 */

const IMPORT_TYPE = /import\(\s*(['"])@armada\/contracts\1\s*\)\.([A-Za-z_$][\w$]*)/g;
const ROOT_STRING = /(['"`])@armada\/contracts\1/g;

/**
 * The rewritten text of one file, or undefined when it has nothing to rewrite.
 * @param {string} path
 * @param {string} text
 * @param {Map<string, string>} homes
 * @param {string[]} problems  filled with what cannot be placed
 * @returns {string | undefined}
 */
export function rewrite(path, text, homes, problems) {
  if (!text.includes(ROOT)) return undefined;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, scriptKindOf(path));
  /** @param {string} body @param {number} pos */
  const where = (body, pos) => {
    const line = body.slice(0, pos).split('\n').length;
    return `${relative(repoRoot, path)}:${line}`;
  };
  /** @param {ts.Statement} node */
  const specifierOf = (node) =>
    (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
    node.moduleSpecifier &&
    ts.isStringLiteral(node.moduleSpecifier)
      ? node.moduleSpecifier.text
      : undefined;
  /** @param {ts.Statement} node */
  const namedImports = (node) => {
    if (!ts.isImportDeclaration(node)) return undefined;
    const clause = node.importClause;
    const bindings = clause?.namedBindings;
    return clause && !clause.name && bindings && ts.isNamedImports(bindings)
      ? { typeOnly: clause.isTypeOnly, elements: bindings.elements }
      : undefined;
  };

  /**
   * The (kind, subpath, type-only) groups of one statement's names; names no subpath exports
   * are reported. A subpath import keeps its own subpath.
   * @param {ts.Statement} statement
   * @returns {Omit<Group, 'anchor'>[]}
   */
  const groupsOf = (statement) => {
    const specifier = specifierOf(statement);
    const isRoot = specifier === ROOT;
    const start = statement.getStart(source);
    /** @type {Map<string, Omit<Group, 'anchor'>>} */
    const out = new Map();
    /** @param {'import'|'export'} kind @param {string} subpath @param {boolean} typeOnly @param {Specifier} item */
    const put = (kind, subpath, typeOnly, item) => {
      const key = `${kind}\0${subpath}\0${typeOnly}`;
      const group = out.get(key) ?? { kind, subpath, typeOnly, specifiers: [] };
      group.specifiers.push(item);
      out.set(key, group);
    };
    const named = namedImports(statement);
    if (ts.isImportDeclaration(statement)) {
      if (!named) {
        problems.push(
          `${where(text, start)}: ${statement.importClause ? 'a default or namespace import' : 'a side-effect import'} of ${ROOT} cannot be split by name; import the names from their subpaths`,
        );
        return [];
      }
      /** @type {Map<string, Specifier[]>} */
      const bySubpath = new Map();
      for (const element of named.elements) {
        const name = (element.propertyName ?? element.name).text;
        const subpath = isRoot ? homes.get(name) : specifier;
        if (!subpath) {
          problems.push(
            `${where(text, element.getStart(source))}: no ${ROOT} subpath exports '${name}'`,
          );
          continue;
        }
        const list = bySubpath.get(subpath) ?? [];
        list.push({ text: element.getText(source), type: named.typeOnly || element.isTypeOnly });
        bySubpath.set(subpath, list);
      }
      for (const [subpath, list] of bySubpath) {
        // Type-only names become an `import type`: with verbatimModuleSyntax,
        // `import { type A }` would still load the module at run time.
        const allTypes = named.typeOnly || list.every((s) => s.type);
        for (const item of list) {
          put(
            'import',
            subpath,
            allTypes,
            allTypes ? { ...item, text: item.text.replace(/^type\s+/, '') } : item,
          );
        }
      }
    } else if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      if (!clause || !ts.isNamedExports(clause)) {
        problems.push(`${where(text, start)}: export * from ${ROOT} cannot be split by name`);
        return [];
      }
      for (const element of clause.elements) {
        const name = (element.propertyName ?? element.name).text;
        const subpath = homes.get(name);
        if (!subpath) {
          problems.push(
            `${where(text, element.getStart(source))}: no ${ROOT} subpath exports '${name}'`,
          );
          continue;
        }
        put('export', subpath, statement.isTypeOnly, {
          text: element.getText(source),
          type: false,
        });
      }
    }
    return [...out.values()];
  };

  const keyOf = (/** @type {Omit<Group, 'anchor'>} */ g) =>
    `${g.kind}\0${g.subpath}\0${g.typeOnly}`;
  const rootStatements = source.statements.filter((s) => specifierOf(s) === ROOT);
  /** @type {Map<ts.Statement, Omit<Group, 'anchor'>[]>} */
  const statementGroups = new Map(rootStatements.map((s) => [s, groupsOf(s)]));
  const rootKeys = new Set([...statementGroups.values()].flat().map(keyOf));
  // An import of a subpath a root import also feeds is merged with it (same kind and type-only).
  for (const statement of source.statements) {
    const specifier = specifierOf(statement);
    if (!specifier?.startsWith(`${ROOT}/`) || !namedImports(statement)) continue;
    const own = groupsOf(statement);
    if (own.some((g) => rootKeys.has(keyOf(g)))) statementGroups.set(statement, own);
  }

  /** @type {Map<string, Group>} */
  const merged = new Map();
  const involved = source.statements.filter((s) => statementGroups.has(s));
  for (const statement of involved) {
    for (const group of statementGroups.get(statement) ?? []) {
      const key = keyOf(group);
      const target = merged.get(key) ?? {
        ...group,
        specifiers: [],
        anchor: statement.getStart(source),
      };
      for (const item of group.specifiers) {
        if (!target.specifiers.some((s) => s.text === item.text)) target.specifiers.push(item);
      }
      merged.set(key, target);
    }
  }

  let out = text;
  // From the last statement back, so earlier positions stay valid.
  for (const statement of [...involved].reverse()) {
    const start = statement.getStart(source);
    const anchored = [...merged.values()]
      .filter((g) => g.anchor === start)
      .sort(
        (a, b) =>
          a.kind.localeCompare(b.kind) ||
          a.subpath.localeCompare(b.subpath) ||
          Number(a.typeOnly) - Number(b.typeOnly),
      );
    const replacement = anchored
      .map(
        (g) =>
          `${g.kind}${g.typeOnly ? ' type' : ''} { ${g.specifiers.map((s) => s.text).join(', ')} } from '${g.subpath}';`,
      )
      .join('\n');
    let end = statement.getEnd();
    if (replacement === '' && out[end] === '\n') end += 1;
    out = out.slice(0, start) + replacement + out.slice(end);
  }

  // Type-level `import('@armada/contracts').Name` (TypeScript or JSDoc): checked on the original
  // text, so the lines reported are the file's own.
  /** @type {[number, number][]} */
  const handled = rootStatements.map((st) => [st.getStart(source), st.getEnd()]);
  for (const match of text.matchAll(IMPORT_TYPE)) {
    const offset = match.index ?? 0;
    handled.push([offset, offset + match[0].length]);
    if (!homes.has(match[2] ?? '')) {
      problems.push(`${where(text, offset)}: no ${ROOT} subpath exports '${match[2]}'`);
    }
  }
  for (const match of text.matchAll(ROOT_STRING)) {
    const offset = match.index ?? 0;
    if (handled.some(([from, to]) => offset >= from && offset < to)) continue;
    problems.push(
      `${where(text, offset)}: ${match[0]} is not an import the codemod can split (dynamic import, vi.mock, ...); name a subpath`,
    );
  }
  out = out.replace(IMPORT_TYPE, (match, _quote, name) => {
    const subpath = homes.get(name);
    return subpath ? `import('${subpath}').${name}` : match;
  });
  return out === text ? undefined : out;
}

async function main() {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const paths = args.filter((a) => !a.startsWith('--'));
  const homes = subpathOfName();
  const files = sourceFiles(paths.length > 0 ? paths : DEFAULT_DIRS);
  /** @type {string[]} */
  const problems = [];
  /** @type {{ path: string, text: string }[]} */
  const changes = [];
  for (const path of files) {
    const text = readFileSync(path, 'utf8');
    const next = rewrite(path, text, homes, problems);
    if (next === undefined) continue;
    const options = (await prettier.resolveConfig(path)) ?? {};
    const formatted = await prettier.format(next, { ...options, filepath: path });
    if (formatted !== text) changes.push({ path, text: formatted });
  }
  if (problems.length > 0) {
    process.stderr.write(
      `[contracts-subpaths] ${problems.length} problem(s), nothing written:\n${problems.map((p) => `  ${p}`).join('\n')}\n`,
    );
    process.exit(1);
  }
  for (const { path } of changes) process.stdout.write(`${relative(repoRoot, path)}\n`);
  if (check) {
    process.stdout.write(`[contracts-subpaths] ${changes.length} file(s) to rewrite\n`);
    process.exit(changes.length > 0 ? 1 : 0);
  }
  for (const { path, text } of changes) writeFileSync(path, text);
  process.stdout.write(
    `[contracts-subpaths] rewrote ${changes.length} of ${files.length} file(s)\n`,
  );
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  main().catch((error) => {
    process.stderr.write(
      `[contracts-subpaths] failed: ${error instanceof Error ? error.message : error}\n`,
    );
    process.exit(1);
  });
}
