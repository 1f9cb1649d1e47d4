import { nextQuality, targetSize } from '../checkin/licence-image';

function toJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))),
      'image/jpeg',
      quality,
    ),
  );
}

/**
 * A desk photo of the vehicle's condition, reduced in the browser before it is sent (not run by Jest):
 * upright from its EXIF orientation, at most the licence photos' size, and always a JPEG, which the
 * condition report embeds (it cannot show a WebP). The new file carries no EXIF. Past the engine's
 * limit the quality is lowered, as for licence photos; past the lowest, the engine's 413 says so.
 */
export async function prepareDeskPhoto(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const size = targetSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No canvas');
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    let quality = 0.85;
    let blob = await toJpeg(canvas, quality);
    for (;;) {
      const next = nextQuality(blob.size, quality);
      if (next === null || next === quality) break;
      quality = next;
      blob = await toJpeg(canvas, quality);
    }
    return blob;
  } finally {
    bitmap.close();
  }
}
