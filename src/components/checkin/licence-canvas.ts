import {
  isEncodedAs,
  nextQuality,
  nextReportCopyQuality,
  photoTypeFor,
  reportCopy,
  reportCopySize,
  targetSize,
  type PhotoType,
  type PreparedConditionPhoto,
} from './licence-image';

function toBlob(canvas: HTMLCanvasElement, type: PhotoType, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))),
      type,
      quality,
    ),
  );
}

/** The decoded photo drawn on a canvas of `size`. */
function drawn(bitmap: ImageBitmap, size: { width: number; height: number }): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas');
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return canvas;
}

/**
 * Encodes the canvas at `quality` (or starts from `first`, already encoded so), lowering the quality while
 * `next` asks; `fits` is false when `next` gave up (null).
 */
async function encodedWithin(
  canvas: HTMLCanvasElement,
  type: PhotoType,
  quality: number,
  next: (size: number, quality: number) => number | null,
  first?: Blob,
): Promise<{ blob: Blob; fits: boolean }> {
  let blob = first ?? (await toBlob(canvas, type, quality));
  for (;;) {
    const lower = next(blob.size, quality);
    if (lower === quality) return { blob, fits: true };
    if (lower === null) return { blob, fits: false };
    quality = lower;
    blob = await toBlob(canvas, type, quality);
  }
}

/**
 * Decodes the file with `createImageBitmap` (which turns the photo upright from its EXIF orientation)
 * and hands the bitmap to `use`, closing it afterwards.
 */
async function withBitmap<T>(file: File, use: (bitmap: ImageBitmap) => Promise<T>): Promise<T> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    return await use(bitmap);
  } finally {
    bitmap.close();
  }
}

/** The photo drawn at `targetSize` and encoded as WebP or JPEG within the engine's limit. */
async function reducedPhoto(bitmap: ImageBitmap, webp: boolean): Promise<Blob> {
  const canvas = drawn(bitmap, targetSize(bitmap.width, bitmap.height));
  const asked = photoTypeFor(webp);
  const first = await toBlob(canvas, asked, 0.85);
  // A browser that cannot write WebP answers PNG: JPEG then.
  const type = isEncodedAs(first, asked) ? asked : photoTypeFor(false);
  // Above the engine's limit: lower the quality; past the lowest, the engine's 413 says so.
  return (await encodedWithin(canvas, type, 0.85, nextQuality, type === asked ? first : undefined)).blob;
}

/**
 * The browser part of a licence photo (not run by Jest): decode, draw at `targetSize`, encode as WebP or
 * JPEG. The new file carries no EXIF, so no location or camera data leaves the phone. `webp: false`
 * encodes JPEG alone.
 */
export async function preparePhotoInCanvas(file: File, { webp = true }: { webp?: boolean } = {}): Promise<Blob> {
  return withBitmap(file, (bitmap) => reducedPhoto(bitmap, webp));
}

/**
 * A condition photo (issue 39; not run by Jest): the photo as `preparePhotoInCanvas` makes it, as JPEG
 * (the condition report PDF embeds JPEG and PNG, not WebP), and its report copy drawn from the same
 * decoded bitmap: at most 800 px, JPEG at 0.7, no EXIF. A copy that cannot fit its limit even at the
 * lowest quality is left out; the report then embeds the photo.
 */
export async function prepareConditionPhotoInCanvas(file: File): Promise<PreparedConditionPhoto> {
  return withBitmap(file, async (bitmap) => {
    const photo = await reducedPhoto(bitmap, false);
    const copyCanvas = drawn(bitmap, reportCopySize(bitmap.width, bitmap.height));
    const copy = await encodedWithin(copyCanvas, 'image/jpeg', reportCopy.quality, nextReportCopyQuality);
    return copy.fits && isEncodedAs(copy.blob, 'image/jpeg') ? { photo, reportCopy: copy.blob } : { photo };
  });
}
