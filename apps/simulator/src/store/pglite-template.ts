import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';

/**
 * A new PGlite database runs initdb in WebAssembly: 3 to 13 s of CPU on this 2-core machine,
 * paid by every first start and by every test that opens a fresh store (dozens per `npm test`).
 * Loading the tarball of an untouched, just-initialised data directory gives the same cluster in
 * about a second. The first fresh start in a process tree makes the tarball; later ones load it.
 *
 * The tarball holds no data of ours (it is written before any migration) and is the same for
 * every data directory, so one file per PGlite build is shared by every process of the user.
 * Written to a temporary name and renamed, so a reader never sees half a file; a tarball that
 * does not load (another PGlite build, a damaged file) is deleted and initdb runs as before.
 */
const TEMPLATE_FILE = 'initdb-v1.tar';

/** Shared by every process of the user; a failed write only costs the next start its initdb. */
export function templateDir(): string {
  return join(tmpdir(), 'armada-pglite');
}

function readTemplate(dir: string): Blob | undefined {
  try {
    return new Blob([readFileSync(join(dir, TEMPLATE_FILE))]);
  } catch {
    return undefined;
  }
}

async function saveTemplate(db: PGlite, dir: string): Promise<void> {
  try {
    const tarball = await db.dumpDataDir('none');
    mkdirSync(dir, { recursive: true });
    const partial = join(dir, `${TEMPLATE_FILE}.${process.pid}.${Date.now()}.partial`);
    writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
    renameSync(partial, join(dir, TEMPLATE_FILE));
  } catch {
    // Only a speed-up: a read-only or full temporary directory costs the next start its initdb.
  }
}

/**
 * PGlite's WebAssembly (postgres, about 10 MB) and its file bundle, read and compiled once per
 * process: each `PGlite.create` otherwise reads and compiles them again, and V8 tiers the new
 * module up again in the background. A test process opens dozens of in-memory stores; measured
 * on this machine, an open went from 1.8-2.3 s to 1.2-1.4 s (load average 7) and from 9.4-10.2 s
 * to 4.7-7.5 s (load average 22). Null when the files are not where the package keeps them:
 * PGlite then finds its own.
 */
type WasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>;

/**
 * Node's WebAssembly global, typed here: the simulator compiles against ES2023 without the DOM
 * library, which is where TypeScript declares it.
 */
const wasm = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } }
).WebAssembly;

let artifacts: Promise<Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'> | null> | undefined;

function pgliteArtifacts(): Promise<Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'> | null> {
  artifacts ??= (async () => {
    try {
      const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
      const pgliteWasmModule = await wasm.compile(readFileSync(join(dist, 'pglite.wasm')));
      const fsBundle = new Blob([readFileSync(join(dist, 'pglite.data'))]);
      return { pgliteWasmModule, fsBundle };
    } catch {
      return null;
    }
  })();
  return artifacts;
}

function emptyDir(dataDir: string): void {
  for (const entry of readdirSync(dataDir)) rmSync(join(dataDir, entry), { recursive: true });
}

/**
 * Opens PGlite on `dataDir` (or in memory), from the template when the directory holds no
 * database yet. An existing database is opened as it is.
 */
export async function createPglite(
  PGliteClass: Pick<typeof PGlite, 'create'>,
  given: PGliteOptions,
  dataDir?: string,
  dir = templateDir(),
): Promise<PGlite> {
  const fresh = !dataDir || !existsSync(join(dataDir, 'PG_VERSION'));
  const options = { ...given, ...(await pgliteArtifacts()) };
  if (!fresh) return PGliteClass.create(dataDir, options);
  const template = readTemplate(dir);
  if (template) {
    try {
      return await (dataDir
        ? PGliteClass.create(dataDir, { ...options, loadDataDir: template })
        : PGliteClass.create({ ...options, loadDataDir: template }));
    } catch {
      rmSync(join(dir, TEMPLATE_FILE), { force: true });
      if (dataDir) emptyDir(dataDir);
    }
  }
  const db = await (dataDir ? PGliteClass.create(dataDir, options) : PGliteClass.create(options));
  await saveTemplate(db, dir);
  return db;
}
