import { describe, expect, it } from 'vitest';
import { chooseFleetRenderer, isSoftwareRenderer } from './fleet-renderer';

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
