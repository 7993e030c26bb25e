import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
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

/**
 * A second, later template: the cluster after a preparation step (the simulator's migrations),
 * named by a key of what the step does, so a store whose schema is the same skips the step too.
 * Unit tests open dozens of fresh stores per process and every test server starts on a fresh
 * data directory; each applied the migrations one by one.
 */
export interface PreparedTemplate {
  /** Names what `prepare` leaves in the database: a different key, a different tarball. */
  key: string;
  /** Runs on a database fresh from initdb, before anyone else uses it. */
  prepare(db: PGlite): Promise<void>;
}

/** Prepared tarballs kept per user: worktrees and branches with other schemas share the folder. */
const PREPARED_KEPT = 6;
const PREPARED_PREFIX = 'prepared-';

const preparedFile = (key: string) => `${PREPARED_PREFIX}${key}.tar`;

/** Shared by every process of the user; a failed write only costs the next start its initdb. */
export function templateDir(): string {
  return join(tmpdir(), 'armada-pglite');
}

/**
 * Tarballs already read by this process. A test process opens dozens of fresh stores, and
 * reading a 40 MB file into a new Blob each time cost it about as much as loading it into
 * PGlite. A Blob is immutable, and a tarball's name says what it holds.
 */
const readTemplates = new Map<string, Blob>();

/**
 * A Blob over bytes already in memory whose `arrayBuffer()` is one copy of them. PGlite reads
 * its tarballs and file bundle with `arrayBuffer()`, which Node 20 serves through a stream of
 * 64 KB pieces joined at the end: for the 45 MB prepared tarball that took about twice the CPU
 * of a copy, and opening a fresh store from it went from about 1.57 to 1.44 s of CPU (four opens
 * in one process, alternating runs). Each call still hands out its own copy: PGlite's file
 * system may keep the buffer it is given as a file's contents and write into it.
 */
class MemoryBlob extends Blob {
  readonly #bytes: Buffer<ArrayBuffer>;

  constructor(bytes: Buffer<ArrayBuffer>) {
    super([bytes]);
    this.#bytes = bytes;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = this.#bytes;
    return Promise.resolve(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    );
  }
}

function readTemplate(dir: string, file = TEMPLATE_FILE): Blob | undefined {
  const path = join(dir, file);
  const known = readTemplates.get(path);
  if (known) return known;
  try {
    const blob = new MemoryBlob(readFileSync(path));
    readTemplates.set(path, blob);
    return blob;
  } catch {
    return undefined;
  }
}

function forgetTemplate(dir: string, file: string): void {
  readTemplates.delete(join(dir, file));
  rmSync(join(dir, file), { force: true });
}

async function saveTemplate(db: PGlite, dir: string, file = TEMPLATE_FILE): Promise<void> {
  try {
    const tarball = await db.dumpDataDir('none');
    mkdirSync(dir, { recursive: true });
    const partial = join(dir, `${file}.${process.pid}.${Date.now()}.partial`);
    writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
    renameSync(partial, join(dir, file));
    readTemplates.delete(join(dir, file));
  } catch {
    // Only a speed-up: a read-only or full temporary directory costs the next start its initdb.
  }
}

/** Keeps the most recently written prepared tarballs, so old schemas do not pile up. */
function prunePrepared(dir: string): void {
  try {
    const prepared = readdirSync(dir)
      .filter((name) => name.startsWith(PREPARED_PREFIX) && name.endsWith('.tar'))
      .map((name) => ({ name, mtime: statSync(join(dir, name)).mtimeMs }))
      .sort((a, b) => b.mtime - a.mtime);
    for (const { name } of prepared.slice(PREPARED_KEPT)) rmSync(join(dir, name), { force: true });
  } catch {
    // Another process pruned the same file first.
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
      const fsBundle = new MemoryBlob(readFileSync(join(dist, 'pglite.data')));
      return { pgliteWasmModule, fsBundle };
    } catch {
      return null;
    }
  })();
  return artifacts;
}

/**
 * PostgreSQL's default 128 MB of shared buffers is allocated and zero-filled inside PGlite's
 * WebAssembly memory on every open (about a third of a reopen). The simulator's whole database
 * is a few MB, so 16 MB still holds all of it. Only a start parameter: the data directory and
 * its postgresql.conf are not changed.
 */
const PGLITE_SHARED_BUFFERS = '16MB';

/** The options every store of the simulator opens PGlite with. */
export function pgliteOptions(
  PGliteClass: Pick<typeof PGlite, 'defaultStartParams'>,
): PGliteOptions {
  return {
    startParams: [
      ...PGliteClass.defaultStartParams,
      '-c',
      `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
    ],
  };
}

function emptyDir(dataDir: string): void {
  for (const entry of readdirSync(dataDir)) rmSync(join(dataDir, entry), { recursive: true });
}

/**
 * Opens PGlite on `dataDir` (or in memory), from a template when the directory holds no
 * database yet: the prepared one when `prepared` is given and its tarball exists, else the
 * initdb one, after which `prepared.prepare` runs and its result becomes the prepared tarball.
 * An existing database is opened as it is (the caller prepares it, e.g. migrates, as always).
 */
export async function createPglite(
  PGliteClass: Pick<typeof PGlite, 'create'>,
  given: PGliteOptions,
  dataDir?: string,
  dir = templateDir(),
  prepared?: PreparedTemplate,
): Promise<PGlite> {
  const fresh = !dataDir || !existsSync(join(dataDir, 'PG_VERSION'));
  const options = { ...given, ...(await pgliteArtifacts()) };
  if (!fresh) return PGliteClass.create(dataDir, options);
  const load = async (file: string): Promise<PGlite | undefined> => {
    const template = readTemplate(dir, file);
    if (!template) return undefined;
    try {
      return await (dataDir
        ? PGliteClass.create(dataDir, { ...options, loadDataDir: template })
        : PGliteClass.create({ ...options, loadDataDir: template }));
    } catch {
      forgetTemplate(dir, file);
      if (dataDir) emptyDir(dataDir);
      return undefined;
    }
  };
  if (prepared) {
    const ready = await load(preparedFile(prepared.key));
    if (ready) return ready;
  }
  let db = await load(TEMPLATE_FILE);
  if (!db) {
    db = await (dataDir ? PGliteClass.create(dataDir, options) : PGliteClass.create(options));
    await saveTemplate(db, dir);
  }
  if (prepared) {
    await prepared.prepare(db);
    await saveTemplate(db, dir, preparedFile(prepared.key));
    prunePrepared(dir);
  }
  return db;
}
