import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LicenceScanType } from '@armada/contracts/licences';

/** LIC-8: a scan's type told by its first bytes, whatever its name or announced type. */
export function sniffScanType(bytes: Uint8Array): LicenceScanType | undefined {
  const starts = (prefix: readonly number[]) =>
    bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return undefined;
}

const EXTENSIONS: Record<LicenceScanType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/**
 * LIC-8: the scans' bytes, one file each under the media folder, named by the company, the
 * document and a random part (never by the user's file name).
 */
export class ScanFiles {
  constructor(private readonly dir: string) {}

  async write(
    companyId: number,
    documentId: number,
    type: LicenceScanType,
    bytes: Uint8Array,
  ): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const name = `${companyId}-${documentId}-${randomUUID()}.${EXTENSIONS[type]}`;
    await writeFile(join(this.dir, name), bytes);
    return name;
  }

  /** The bytes; undefined when the file is gone (a wiped media folder). */
  async read(name: string): Promise<Buffer | undefined> {
    try {
      return await readFile(join(this.dir, name));
    } catch {
      return undefined;
    }
  }

  async remove(names: readonly string[]): Promise<void> {
    await Promise.all(names.map((name) => rm(join(this.dir, name), { force: true })));
  }
}
