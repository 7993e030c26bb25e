// @ts-check
// Preloaded into the short-lived Node processes of the bench smoke step (NODE_OPTIONS, from
// `baselineWasmNodeOptions` in servers.mjs): WebAssembly stays on V8's baseline compiler
// (Liftoff) instead of tiering its hot functions up to TurboFan. PGlite is about 10 MB of
// WebAssembly, and each new process paid about 1.2 s of CPU on background threads optimising the
// functions its start-up runs hot: a fresh 20-vehicle simulator took 4.3 CPU-s to ready against
// 3.1 with this (three runs each, docs/adr/0049). A process that lives for minutes earns that
// back in faster SQL, so the product, the full benches and the other test steps keep V8's
// default. V8's flags are process-wide, so the PGlite thread (ADR 0061) gets the flag too; it
// only changes how compiled code is made, never what it does.
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--liftoff-only');
