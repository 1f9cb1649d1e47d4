import { maxConditionReportCopyBytes } from '../../config/constants';

/** The longest side of a licence photo after downscaling in the browser (readable, well under the limit). */
export const maxPhotoSide = 1600;

/** The engine's limit for one licence photo (docs/api.md, `maxLicencePhotoBytes`). */
export const maxPhotoBytes = 1_500_000;

export type PhotoType = 'image/webp' | 'image/jpeg';

/**
 * The size to draw a photo of `width` × `height` at: the longest side at most `maxSide`, the aspect
 * kept, never enlarged, whole pixels of at least 1.
 */
export function targetSize(width: number, height: number, maxSide = maxPhotoSide): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) throw new RangeError('An image has a positive width and height');
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The type to encode with: WebP when the browser's canvas writes it (smaller at the same quality),
 * JPEG otherwise (Safari's `toBlob` answers PNG when asked for WebP). Both drop EXIF and location.
 */
export function photoTypeFor(canvasWritesWebp: boolean): PhotoType {
  return canvasWritesWebp ? 'image/webp' : 'image/jpeg';
}

/** Whether the canvas gave the type asked for (a browser that cannot write it falls back to PNG). */
export function isEncodedAs(blob: Pick<Blob, 'type'>, type: PhotoType): boolean {
  return blob.type === type;
}

/** The quality of the next try when an encoded photo is above `maxBytes`, or null to give up. */
export function nextQuality(size: number, quality: number, maxBytes = maxPhotoBytes): number | null {
  if (size <= maxBytes) return quality;
  const lower = Math.round((quality - 0.15) * 100) / 100;
  return lower >= 0.4 ? lower : null;
}

/** Turns a picked file into the bytes to upload; the component receives it so tests can stand in. */
export type PreparePhoto = (file: File) => Promise<Blob>;

/**
 * A condition photo's report copy (issue 39): drawn from the same decoded photo at most 800 px on its
 * longest side, JPEG at quality 0.7 (no EXIF: canvas output has none), at most the engine's limit. The
 * condition report PDF embeds it instead of the photo, so a report of two walks stays small enough to
 * download and mail.
 */
export const reportCopy = { maxSide: 800, quality: 0.7, maxBytes: maxConditionReportCopyBytes } as const;

/** The size to draw a photo's report copy at: longest side at most 800 px, never enlarged. */
export function reportCopySize(width: number, height: number): { width: number; height: number } {
  return targetSize(width, height, reportCopy.maxSide);
}

/** The quality of the report copy's next try when it is above its limit, or null to send the photo without one. */
export function nextReportCopyQuality(size: number, quality: number): number | null {
  return nextQuality(size, quality, reportCopy.maxBytes);
}

/** A condition photo ready to upload: the reduced photo and, when one could be drawn, its report copy. */
export interface PreparedConditionPhoto {
  photo: Blob;
  reportCopy?: Blob;
}

/** Turns a picked file into a condition photo and its report copy (tests stand in for the canvas). */
export type PrepareConditionPhoto = (file: File) => Promise<PreparedConditionPhoto>;
