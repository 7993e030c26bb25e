#!/usr/bin/env node
// Web bundle budget: how much JavaScript (gzip) the browser downloads before the first
// signed-in page (/dashboard) and the sign-in page can run, against a 200 KB target.
//
// Run after `pnpm --filter @armada/web build` (which writes apps/web/dist and its Vite
// manifest, dist/.vite/manifest.json):
//
//   node scripts/bench/web-bundle.mjs            # table; exit 1 when a page is over budget
//   node scripts/bench/web-bundle.mjs --json     # machine-readable
//
// A page's JavaScript is the entry chunk of index.html plus, for each lazy route module on
// the way to the page, its chunk and everything those chunks import statically (what the
// router loads before it renders). Lazy imports inside them (dialogs loaded on demand, the
// toast host) are not counted: they load after the page is shown. Built-ins only.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, constants } from 'node:zlib';

const TARGET_KB = 200;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = path.join(root, 'apps', 'web', 'dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');

/** The route modules each measured page goes through (see apps/web/src/app/router.tsx). */
const PAGES = [
  {
    name: 'first signed-in page (/dashboard)',
    routes: ['src/app/routes/app/root.tsx', 'src/app/routes/app/dashboard.tsx'],
  },
  { name: 'sign-in page (/login)', routes: ['src/app/routes/login.tsx'] },
];

function fail(message) {
  console.error(`web-bundle: ${message}`);
  process.exit(2);
}

if (!existsSync(path.join(dist, 'index.html'))) {
  fail(`no build at ${path.relative(root, dist)}: run \`pnpm --filter @armada/web build\` first`);
}
if (!existsSync(manifestPath)) {
  fail(
    `no Vite manifest at ${path.relative(root, manifestPath)}: enable build.manifest in apps/web/vite.config.ts and rebuild`,
  );
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) fail('the manifest has no entry chunk');
// The built index.html must load the entry the manifest names (a stale manifest would not).
if (!indexHtml.includes(manifest[entryKey].file)) {
  fail(`index.html does not load ${manifest[entryKey].file}: the manifest is stale, rebuild`);
}

const sizeCache = new Map();
function gzipBytes(file) {
  if (!sizeCache.has(file)) {
    const raw = readFileSync(path.join(dist, file));
    const gz = gzipSync(raw, { level: constants.Z_BEST_COMPRESSION });
    sizeCache.set(file, { raw: raw.length, gzip: gz.length });
  }
  return sizeCache.get(file);
}

/** The chunk keys a module loads before it runs: itself and its static imports, transitively. */
function staticClosure(keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) fail(`the manifest has no chunk "${key}" (was the route renamed?)`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

function measure(page) {
  const keys = staticClosure([entryKey, ...page.routes]);
  const js = [...keys]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, ...gzipBytes(file) }))
    .sort((a, b) => b.gzip - a.gzip);
  const css = [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))].map((file) => ({
    file,
    ...gzipBytes(file),
  }));
  const sum = (list, field) => list.reduce((total, item) => total + item[field], 0);
  const gzipKb = sum(js, 'gzip') / 1024;
  return {
    page: page.name,
    routes: page.routes,
    jsChunks: js.length,
    jsRawKb: round(sum(js, 'raw') / 1024),
    jsGzipKb: round(gzipKb),
    cssGzipKb: round(sum(css, 'gzip') / 1024),
    targetKb: TARGET_KB,
    withinTarget: gzipKb <= TARGET_KB,
    largest: js.slice(0, 5).map((c) => ({ file: c.file, gzipKb: round(c.gzip / 1024) })),
  };
}

function round(n) {
  return Math.round(n * 10) / 10;
}

const results = PAGES.map(measure);

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ targetKb: TARGET_KB, results }, null, 2));
} else {
  console.log(`Web bundle (JavaScript, gzip level 9), target <= ${TARGET_KB} KB per page\n`);
  for (const r of results) {
    const mark = r.withinTarget ? 'ok  ' : 'OVER';
    console.log(
      `${mark} ${r.page}: ${r.jsGzipKb} KB gzip JS in ${r.jsChunks} chunks (${r.jsRawKb} KB raw); CSS ${r.cssGzipKb} KB gzip`,
    );
    for (const c of r.largest) console.log(`       ${String(c.gzipKb).padStart(6)} KB  ${c.file}`);
  }
}

process.exitCode = results.every((r) => r.withinTarget) ? 0 : 1;
