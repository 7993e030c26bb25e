// Small argument readers shared by `pnpm solve` and `pnpm bench:vrp`: flags as `--name value` or
// `--name=value`, every value checked, and an error that says which flag and why.

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export interface RawArgs {
  readonly positional: string[];
  readonly flags: Map<string, string>;
}

/**
 * Splits argv into positionals and flags. `booleans` are flags without a value; every other flag
 * takes the next argument (or its `=value`). Unknown flags are refused.
 */
export function splitArgs(
  argv: readonly string[],
  valued: readonly string[],
  booleans: readonly string[] = [],
): RawArgs {
  const positional: string[] = [];
  const flags = new Map<string, string>();
  // pnpm forwards a `--` separator when the user writes one.
  const args = argv[0] === '--' ? argv.slice(1) : argv;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
    if (booleans.includes(name)) {
      if (eq >= 0) throw new UsageError(`--${name} takes no value`);
      flags.set(name, 'true');
      continue;
    }
    if (!valued.includes(name)) throw new UsageError(`unknown option --${name}`);
    let value: string | undefined;
    if (eq >= 0) {
      value = arg.slice(eq + 1);
    } else {
      value = args[i + 1];
      i += 1;
    }
    if (value === undefined || value === '' || value.startsWith('--')) {
      throw new UsageError(`--${name} needs a value`);
    }
    if (flags.has(name)) throw new UsageError(`--${name} given twice`);
    flags.set(name, value);
  }
  return { positional, flags };
}

/** A whole number in [min, max], or the default when the flag is absent. */
export function intFlag(
  flags: ReadonlyMap<string, string>,
  name: string,
  fallback: number,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const raw = flags.get(name);
  if (raw === undefined) return fallback;
  const value = /^-?\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new UsageError(
      `--${name} must be a whole number${max === Number.MAX_SAFE_INTEGER ? ` of at least ${min}` : ` from ${min} to ${max}`}, got "${raw}"`,
    );
  }
  return value;
}

export function choiceFlag<T extends string>(
  flags: ReadonlyMap<string, string>,
  name: string,
  choices: readonly T[],
): T | undefined {
  const raw = flags.get(name);
  if (raw === undefined) return undefined;
  const found = choices.find((choice) => choice === raw);
  if (found === undefined) {
    throw new UsageError(`--${name} must be one of ${choices.join(', ')}, got "${raw}"`);
  }
  return found;
}
