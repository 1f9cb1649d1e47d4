import { isEncodedAs, nextQuality, photoTypeFor, targetSize, type PhotoType } from './licence-image';

function toBlob(canvas: HTMLCanvasElement, type: PhotoType, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))),
      type,
      quality,
    ),
  );
}

/**
 * The browser part of a licence photo (not run by Jest): decode with `createImageBitmap` (which turns
 * the photo upright from its EXIF orientation), draw at `targetSize`, encode as WebP or JPEG. The new
 * file carries no EXIF, so no location or camera data leaves the phone. `webp: false` encodes JPEG
 * alone: the condition walk's photos are drawn into the condition report PDF, which embeds JPEG and PNG.
 */
export async function preparePhotoInCanvas(file: File, { webp = true }: { webp?: boolean } = {}): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const size = targetSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No canvas');
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    let type = photoTypeFor(webp);
    let quality = 0.85;
    let blob = await toBlob(canvas, type, quality);
    if (!isEncodedAs(blob, type)) {
      type = photoTypeFor(false);
      blob = await toBlob(canvas, type, quality);
    }
    // Above the engine's limit: lower the quality; past the lowest, the engine's 413 says so.
    for (;;) {
      const next = nextQuality(blob.size, quality);
      if (next === null || next === quality) break;
      quality = next;
      blob = await toBlob(canvas, type, quality);
    }
    return blob;
  } finally {
    bitmap.close();
  }
}
