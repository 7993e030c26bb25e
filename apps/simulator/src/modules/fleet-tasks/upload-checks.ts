import type { DriverProofImageType } from '@armada/contracts/fleet-tasks';
import { SERVER_ERROR_REASONS } from '@armada/contracts/shared';
import { ServiceError } from '../../services/service-error';

/** A checked picture: its bytes, its type from its first bytes and the file extension. */
export interface CheckedImage {
  bytes: Buffer;
  type: DriverProofImageType;
  extension: 'jpg' | 'png' | 'webp';
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** FT-18: JPEG, PNG or WebP by their magic bytes; anything else is undefined. */
export function sniffImageType(bytes: Uint8Array): CheckedImage['extension'] | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return undefined;
}

const TYPES: Record<CheckedImage['extension'], DriverProofImageType> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/**
 * FT-18: decodes a picture a driver sent and checks it: not empty, at most `maxBytes`, and a
 * JPEG, PNG or WebP by its first bytes (whatever the phone called it). 400 naming the field.
 */
export function checkProofImage(base64: string, field: string, maxBytes: number): CheckedImage {
  const refuse = (message: string) =>
    ServiceError.validation(message, {
      reason: SERVER_ERROR_REASONS.requestInvalid,
      field: `body.${field}`,
      params: { field },
    });
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw refuse(`${field} is empty.`);
  if (bytes.length > maxBytes) {
    throw refuse(`${field} is ${bytes.length} bytes; at most ${maxBytes} are accepted.`);
  }
  const extension = sniffImageType(bytes);
  if (!extension) throw refuse(`${field} is not a JPEG, PNG or WebP picture.`);
  return { bytes, type: TYPES[extension], extension };
}
