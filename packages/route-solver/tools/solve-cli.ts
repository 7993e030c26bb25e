// `pnpm solve <file> [--time-limit-ms N] [--objective distance|vehicles] [--seed N]`: solves one
// Solomon or Gehring–Homberger file and prints one JSON line
// {"routes": [[customer numbers], ...], "vehicles": N, "distance": D} on stdout; errors on stderr
// with a non-zero exit (codes in solve-command.ts).
//
// `pnpm solve` prints its own "> armada@ solve" banner on stdout first; `pnpm -s solve` does not.
import { runSolveCommand } from './solve-command';

process.exitCode = runSolveCommand(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
