import { describe, expect, it, vi } from 'vitest';
import {
  WEBGL_PROBE_KEEP_MS,
  WEBGL_PROBE_KEY,
  chooseFleetRenderer,
  isSoftwareRenderer,
  rememberedProbe,
  showVehicleCount,
} from './fleet-renderer';

const yes = () => true;
const no = () => false;
const never = () => {
  throw new Error('not asked');
};

describe('choosing how the fleet is drawn (LVIEW-2)', () => {
  it('LVIEW-2 draws with the GPU where WebGL2 exists, else in a worker, else on the page', () => {
    expect(chooseFleetRenderer('', yes, never)).toBe('webgl');
    expect(chooseFleetRenderer('?type=vehicle&vehicleId=5', no, yes)).toBe('offscreen');
    expect(chooseFleetRenderer('?type=vehicle&vehicleId=5', no, no)).toBe('canvas');
  });

  it('keeps the baselines the bench forces, without asking for a GPU', () => {
    expect(chooseFleetRenderer('?renderer=canvas', never, never)).toBe('canvas');
    expect(chooseFleetRenderer('?renderer=markers', never, never)).toBe('markers');
    expect(chooseFleetRenderer('?renderer=webgl', never, never)).toBe('webgl');
    expect(chooseFleetRenderer('?renderer=other', yes, never)).toBe('webgl');
  });

  it('forces the worker only where the browser can run it', () => {
    expect(chooseFleetRenderer('?renderer=offscreen', never, yes)).toBe('offscreen');
    expect(chooseFleetRenderer('?renderer=offscreen', never, no)).toBe('canvas');
  });
});

describe('software rasterisers (LVIEW-2)', () => {
  const UNMASKED = 0x9246;
  const RENDERER = 0x1f01;
  const probe = (unmasked: string | null, masked: string) => ({
    RENDERER,
    getExtension: (name: string) =>
      name === 'WEBGL_debug_renderer_info' && unmasked !== null
        ? { UNMASKED_RENDERER_WEBGL: UNMASKED, UNMASKED_VENDOR_WEBGL: 0x9245 }
        : null,
    getParameter: (parameter: number) =>
      parameter === UNMASKED ? unmasked : parameter === RENDERER ? masked : null,
  });

  it('knows SwiftShader behind ANGLE, llvmpipe and Windows’ basic renderer by name', () => {
    const swiftShader =
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)';
    expect(isSoftwareRenderer(probe(swiftShader, 'WebKit WebGL') as never)).toBe(true);
    expect(isSoftwareRenderer(probe('llvmpipe (LLVM 15.0.6, 256 bits)', 'x') as never)).toBe(true);
    expect(
      isSoftwareRenderer(probe('ANGLE (Microsoft Basic Render Driver Direct3D11)', 'x') as never),
    ).toBe(true);
    // Without the debug extension, the masked name.
    expect(isSoftwareRenderer(probe(null, 'Google SwiftShader') as never)).toBe(true);
  });

  it('takes a GPU for a GPU', () => {
    const gpu = 'ANGLE (Intel, Mesa Intel(R) UHD Graphics 620 (KBL GT2), OpenGL 4.6)';
    expect(isSoftwareRenderer(probe(gpu, 'WebKit WebGL') as never)).toBe(false);
    expect(isSoftwareRenderer(probe(null, 'WebKit WebGL') as never)).toBe(false);
  });
});

describe('rememberedProbe', () => {
  const DAY = WEBGL_PROBE_KEEP_MS;
  const AT = Date.UTC(2026, 10, 16, 3, 0, 0);
  function memoryAt(now: number, agent = 'Chromium/156', store = new Map<string, string>()) {
    return {
      store,
      read: (key: string) => store.get(key) ?? null,
      write: (key: string, value: string | null) => {
        if (value === null) store.delete(key);
        else store.set(key, value);
      },
      now,
      agent,
    };
  }

  it("asks once, then answers from this browser's memory for a day", () => {
    const probe = vi.fn(() => true);
    const first = memoryAt(AT);
    expect(rememberedProbe(probe, first)).toBe(true);
    expect(rememberedProbe(probe, memoryAt(AT + DAY - 1, 'Chromium/156', first.store))).toBe(true);
    expect(probe).toHaveBeenCalledTimes(1);

    const no = vi.fn(() => false);
    expect(rememberedProbe(no, memoryAt(AT + DAY, 'Chromium/156', first.store))).toBe(false);
    expect(no).toHaveBeenCalledTimes(1);
    expect(rememberedProbe(probe, memoryAt(AT + DAY + 5, 'Chromium/156', first.store))).toBe(false);
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('asks again for another browser, a clock that went back, or what it cannot read', () => {
    for (const [stored, now, agent] of [
      [JSON.stringify({ ok: true, at: AT, agent: 'Chromium/155' }), AT + 1, 'Chromium/156'],
      [JSON.stringify({ ok: true, at: AT, agent: 'Chromium/156' }), AT - 1, 'Chromium/156'],
      ['{not json', AT, 'Chromium/156'],
      [JSON.stringify({ ok: 'yes', at: AT, agent: 'Chromium/156' }), AT, 'Chromium/156'],
      [JSON.stringify([]), AT, 'Chromium/156'],
    ] as const) {
      const memory = memoryAt(now, agent, new Map([[WEBGL_PROBE_KEY, stored]]));
      const probe = vi.fn(() => false);
      expect(rememberedProbe(probe, memory), stored).toBe(false);
      expect(probe, stored).toHaveBeenCalledTimes(1);
      expect(JSON.parse(memory.store.get(WEBGL_PROBE_KEY) ?? '')).toEqual({
        ok: false,
        at: now,
        agent,
      });
    }
  });

  it('still answers when storage is blocked', () => {
    const probe = vi.fn(() => true);
    const blocked = { read: () => null, write: () => undefined, now: AT, agent: 'x' };
    expect(rememberedProbe(probe, blocked)).toBe(true);
    expect(rememberedProbe(probe, blocked)).toBe(true);
    expect(probe).toHaveBeenCalledTimes(2);
  });
});

describe('showVehicleCount', () => {
  it('writes the count only when it changed, and nothing without a container', () => {
    const attributes = new Map<string, string>();
    const setAttribute = vi.fn((name: string, value: string) => void attributes.set(name, value));
    const container = {
      getAttribute: (name: string) => attributes.get(name) ?? null,
      setAttribute,
    } as unknown as HTMLElement;
    showVehicleCount(container, 50_000);
    showVehicleCount(container, 50_000);
    expect(attributes.get('data-vehicles')).toBe('50000');
    expect(setAttribute).toHaveBeenCalledTimes(1);
    showVehicleCount(container, 12);
    expect(attributes.get('data-vehicles')).toBe('12');
    expect(setAttribute).toHaveBeenCalledTimes(2);
    expect(() => showVehicleCount(null, 3)).not.toThrow();
    expect(() => showVehicleCount(undefined, 3)).not.toThrow();
  });
});
