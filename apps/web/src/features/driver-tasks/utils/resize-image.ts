import { DRIVER_TASK_LIMITS } from '@armada/contracts/fleet-tasks';

/** The size a picture of `width` x `height` is drawn at so its longer side is at most `max`. */
export function fitWithin(
  width: number,
  height: number,
  max: number = DRIVER_TASK_LIMITS.photoMaxEdgePx,
): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

async function decode(
  file: Blob,
): Promise<{ image: CanvasImageSource; width: number; height: number }> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    return { image: bitmap, width: bitmap.width, height: bitmap.height };
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { image, width: image.naturalWidth, height: image.naturalHeight };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * FT-18: a photo as the phone sends it: drawn on a canvas at most 1280 px on its longer side
 * and encoded as JPEG, so a 12-megapixel camera picture leaves as a few hundred kilobytes.
 */
export async function resizePhoto(file: Blob, quality = 0.82): Promise<Blob> {
  const { image, width, height } = await decode(file);
  const size = fitWithin(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  // JPEG has no transparency: a white ground under a transparent PNG.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(image, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the photo could not be encoded'))),
      'image/jpeg',
      quality,
    ),
  );
}
