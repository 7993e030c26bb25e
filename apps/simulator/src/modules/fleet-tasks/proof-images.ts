import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

/**
 * TASK-4: proof-of-delivery pictures, drawn from a seed: a small "doorstep photo" (a parcel on
 * a floor under a wall, in seeded colours) and a signature (a seeded pen stroke), as PNG files
 * of a few kilobytes in the module's media folder.
 */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), Buffer.from(data)]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** An RGB image as a PNG file's bytes. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0;
    Buffer.from(rgb.buffer, rgb.byteOffset + y * width * 3, width * 3).copy(
      raw,
      y * (width * 3 + 1) + 1,
    );
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** A seeded draw in [0, 1) from a 32-bit state (mulberry32). */
function stream(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PHOTO = { width: 96, height: 72 };
const SIGNATURE = { width: 160, height: 56 };

/** A doorstep: a wall, a floor and a cardboard parcel, with a little seeded noise. */
export function drawPhoto(seed: number): Buffer {
  const draw = stream(seed);
  const { width, height } = PHOTO;
  const rgb = new Uint8Array(width * height * 3);
  const wall = [150 + draw() * 90, 140 + draw() * 90, 120 + draw() * 90];
  const floor = [90 + draw() * 60, 80 + draw() * 50, 70 + draw() * 40];
  const horizon = Math.floor(height * (0.55 + draw() * 0.15));
  const boxW = Math.floor(width * (0.3 + draw() * 0.2));
  const boxH = Math.floor(height * (0.25 + draw() * 0.15));
  const boxX = Math.floor((width - boxW) * draw());
  const boxY = horizon + Math.floor((height - horizon - boxH / 2) * 0.3) - Math.floor(boxH / 2);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inBox = x >= boxX && x < boxX + boxW && y >= boxY && y < boxY + boxH;
      const tape = inBox && Math.abs(x - (boxX + boxW / 2)) < 2;
      const base = tape ? [225, 205, 160] : inBox ? [176, 128, 80] : y < horizon ? wall : floor;
      const noise = (draw() - 0.5) * 16;
      const at = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) rgb[at + c] = Math.max(0, Math.min(255, (base[c] ?? 0) + noise));
    }
  }
  return encodePng(width, height, rgb);
}

/** A signature: one pen stroke of a few loops across a white card. */
export function drawSignature(seed: number): Buffer {
  const draw = stream(seed);
  const { width, height } = SIGNATURE;
  const rgb = new Uint8Array(width * height * 3).fill(255);
  const loops = 3 + Math.floor(draw() * 3);
  const amplitude = height * (0.2 + draw() * 0.15);
  const phase = draw() * Math.PI * 2;
  for (let step = 0; step <= 2000; step++) {
    const s = step / 2000;
    const x = 10 + s * (width - 20) + Math.sin(s * loops * Math.PI * 2 + phase) * 8;
    const y = height / 2 + Math.cos(s * loops * Math.PI * 2 + phase) * amplitude * (1 - s * 0.4);
    for (let dy = 0; dy < 2; dy++) {
      for (let dx = 0; dx < 2; dx++) {
        const px = Math.round(x) + dx;
        const py = Math.round(y) + dy;
        if (px < 0 || py < 0 || px >= width || py >= height) continue;
        const at = (py * width + px) * 3;
        rgb[at] = 20;
        rgb[at + 1] = 40;
        rgb[at + 2] = 110;
      }
    }
  }
  return encodePng(width, height, rgb);
}

export type ProofKind = 'photo' | 'signature';

/** Where a stop's proof pictures are kept, under the media folder. */
export class ProofFiles {
  constructor(private readonly dir: string) {}

  fileName(taskId: number, stopId: number, kind: ProofKind): string {
    return `${taskId}-${stopId}-${kind}.png`;
  }

  /** Draws and writes both pictures; answers their file names. */
  async write(
    taskId: number,
    stopId: number,
    seed: number,
  ): Promise<{ photo: string; signature: string }> {
    await mkdir(this.dir, { recursive: true });
    const photo = this.fileName(taskId, stopId, 'photo');
    const signature = this.fileName(taskId, stopId, 'signature');
    await writeFile(join(this.dir, photo), drawPhoto(seed));
    await writeFile(join(this.dir, signature), drawSignature(seed ^ 0x5bd1e995));
    return { photo, signature };
  }

  /** FT-18: a picture a driver sent, kept as it came (its type checked by upload-checks.ts). */
  async writeUpload(name: string, bytes: Uint8Array): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await writeFile(join(this.dir, name), bytes);
  }

  /** A driver's picture's bytes; undefined when the file is gone (it cannot be drawn again). */
  async readUpload(name: string): Promise<Buffer | undefined> {
    try {
      return await readFile(join(this.dir, name));
    } catch {
      return undefined;
    }
  }

  /** A picture's bytes; drawn again from the seed when the file is gone (a wiped media folder). */
  async read(name: string, redraw: () => Buffer): Promise<Buffer> {
    try {
      return await readFile(join(this.dir, name));
    } catch {
      const body = redraw();
      await mkdir(this.dir, { recursive: true });
      await writeFile(join(this.dir, name), body);
      return body;
    }
  }
}

/** FT-18: a file name's picture type; the drawn pictures (TASK-4) are PNG. */
export function proofContentType(name: string): string {
  if (name.endsWith('.jpg')) return 'image/jpeg';
  if (name.endsWith('.webp')) return 'image/webp';
  return 'image/png';
}

/** Whether a proof file is one the simulator draws (TASK-4) rather than one a driver sent. */
export function isDrawnProof(name: string): boolean {
  return /^\d+-\d+-(photo|signature)\.png$/.test(name);
}
