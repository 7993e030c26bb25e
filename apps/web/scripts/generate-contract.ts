// `pnpm --filter @armada/web generate`: writes the generated files of src/lib/contract: the
// compiled checks of every answer the app validates (checks.generated.js, one module a check
// under checks/, typed by checks.generated.d.ts; the schemas are in schemas.ts and, by route id,
// every route's success answer in the contracts catalogue) and every REST
// route's address (routes.generated.ts). The build runs it first; src/lib/contract/generate.test.ts
// fails when a committed file is stale.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  generateCheckFiles,
  generateRoutesSource,
  routeExports,
} from '../src/lib/contract/generate';

const folder = new URL('../src/lib/contract/', import.meta.url);
const files: Record<string, string> = {
  ...generateCheckFiles(await routeExports()),
  'routes.generated.ts': generateRoutesSource(),
};
for (const [name, source] of Object.entries(files)) {
  const target = fileURLToPath(new URL(name, folder));
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // Not there yet: written below.
  }
  if (current !== source) {
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, source);
    process.stdout.write(`wrote ${target}\n`);
  }
}
// A check whose schema left schemas.ts (or whose route left the catalogue) goes too.
const checksDir = fileURLToPath(new URL('checks/', folder));
for (const file of readdirSync(checksDir)) {
  if (!(`checks/${file}` in files)) {
    rmSync(`${checksDir}/${file}`);
    process.stdout.write(`removed ${checksDir}/${file}\n`);
  }
}
