// The smoke step's bench host (docs/adr/0049): runs the bundles of several benches one after
// another in this one process, for the benches that need no server of their own (a simulator in
// the process, a solver, a codec). Each of them started alone pays a Node start, the loading of
// the simulator's code and PGlite's WebAssembly compile before its first figure; here the
// second and later pay none of it (a simulator in-process costs about 2 s of CPU instead of 5).
//
//   node .tmp/bench-smoke/host.mjs       (BENCH_SMOKE=1; smoke-runner.ts's BenchHost)
//
// It reads the benches to run from standard input, one JSON line each ({"name","bundle"}), and
// runs each as soon as it reads it; it ends at the end of its input. The smoke step hands each
// host its next bench when the last one ended, so that two hosts share the hosted benches.
//
// A hosted bench is a module that has done its work when its evaluation ends (top-level await,
// or synchronous code), and exits by ending, not by process.exit (the host turns that call into
// an error of the bench). Around each bench the host prints a begin line and an end line with
// its exit code, wall and CPU time (host-protocol.ts) on standard output and error, so the smoke
// step can tell which output and figures are whose. Run alone, a bench is not affected.
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { hostLine, type HostedResult } from './host-protocol';

class HostedExit extends Error {
  constructor(readonly code: number) {
    super(`the bench called process.exit(${code})`);
  }
}

const realExit = process.exit.bind(process);
/** The bench running now, and whether something outside its evaluation failed meanwhile. */
let current: { name: string; failed: boolean } | undefined;

// A hosted bench must not end the host: its process.exit becomes an error it throws.
process.exit = ((code?: number | string | null) => {
  throw new HostedExit(Number(code ?? process.exitCode ?? 0));
}) as typeof process.exit;

// A host whose step is gone (its pipes closed) ends: writing the error of a broken pipe to the
// other broken pipe raised the next error, and an orphaned host spun at a third of a core for
// hours after a test run that timed out.
const brokenPipe = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'EPIPE';
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => realExit(1));

// An error outside the bench's own evaluation (a timer, a promise nobody awaited) fails the
// bench that is running, or the next one if none is.
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.on(event, (error: unknown) => {
    if (brokenPipe(error)) realExit(1);
    process.stderr.write(
      `[bench host] ${event}${current ? ` during ${current.name}` : ''}: ${
        error instanceof Error ? (error.stack ?? error.message) : String(error)
      }\n`,
    );
    if (current) current.failed = true;
  });
}

function mark(line: string): void {
  process.stdout.write(`\n${line}\n`);
  process.stderr.write(`\n${line}\n`);
}

/** The benches to run, as the smoke step hands them over. */
async function* handed(): AsyncGenerator<{ name: string; bundle: string }> {
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    if (line.trim() === '') continue;
    const bench = JSON.parse(line) as { name?: unknown; bundle?: unknown };
    if (typeof bench.name !== 'string' || typeof bench.bundle !== 'string')
      throw new Error(`expected {"name","bundle"}, got ${line}`);
    yield { name: bench.name, bundle: bench.bundle };
  }
}

for await (const { name, bundle } of handed()) {
  current = { name, failed: false };
  mark(hostLine({ event: 'begin', name }));
  // As if the bench had been started alone: its own file, --smoke.
  process.argv = [process.argv[0] ?? 'node', bundle, '--smoke'];
  process.exitCode = undefined;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let code = 0;
  try {
    await import(pathToFileURL(bundle).href);
    code = Number(process.exitCode ?? 0);
  } catch (error) {
    code = error instanceof HostedExit ? error.code : 1;
    if (code !== 0)
      process.stderr.write(
        `[bench host] ${name} failed: ${
          error instanceof Error ? (error.stack ?? error.message) : String(error)
        }\n`,
      );
  }
  const cpu = process.cpuUsage(cpuBefore);
  const result: HostedResult = {
    event: 'end',
    name,
    code: current.failed && code === 0 ? 1 : code,
    wallMs: Math.round(performance.now() - started),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
  };
  mark(hostLine(result));
  current = undefined;
}
process.exitCode = 0;
realExit(0);
