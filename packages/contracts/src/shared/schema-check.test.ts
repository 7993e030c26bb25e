import Type from 'typebox';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mayCompileChecks, schemaCheck } from './schema-check';

const Point = Type.Object(
  { x: Type.Integer(), y: Type.Integer() },
  { additionalProperties: false },
);

/** Counts `new Function(...)` (what TypeBox's compiler and its CSP probe call). */
function countFunctionConstructs(): { count: () => number } {
  let constructs = 0;
  const original = globalThis.Function;
  vi.stubGlobal(
    'Function',
    new Proxy(original, {
      construct(target, args: string[]) {
        constructs += 1;
        return Reflect.construct(target, args) as object;
      },
    }),
  );
  return { count: () => constructs };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('schemaCheck', () => {
  it('checks and explains on the server (compiled there)', () => {
    expect(mayCompileChecks()).toBe(true);
    const check = schemaCheck(Point);
    expect(check.Check({ x: 1, y: 2 })).toBe(true);
    expect(check.Check({ x: 1, y: 'a' })).toBe(false);
    expect(check.Errors({ x: 1, y: 'a' })[0]?.instancePath).toBe('/y');
  });

  it('builds nothing until first used', () => {
    const calls = countFunctionConstructs();
    schemaCheck(Point);
    expect(calls.count()).toBe(0);
  });

  // Issue 12 script-injection probe: every page loading the live channel's checks reported a
  // CSP `script-src eval` violation (TypeBox's compiler probing `new Function`).
  it('in a browser never evaluates code, so a CSP without unsafe-eval reports nothing', async () => {
    vi.stubGlobal('document', {});
    const calls = countFunctionConstructs();
    expect(mayCompileChecks()).toBe(false);
    const check = schemaCheck(Point);
    expect(check.Check({ x: 1, y: 2 })).toBe(true);
    expect(check.Check({ x: 1 })).toBe(false);
    expect(check.Errors({ x: 1 }).length).toBeGreaterThan(0);
    const live = await import('../live/live-channel');
    expect(live.parseClientMessage('{"type":"PING"}').ok).toBeTypeOf('boolean');
    const positions = await import('../live/live-positions');
    expect(positions.decodePositions({}).ok).toBe(false);
    expect(calls.count()).toBe(0);
  });
});
