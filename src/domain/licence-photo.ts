import { licencePhotoRetentionDays, maxLicencePhotoBytes } from '../config/constants';

/**
 * Licence photos given at online check-in (issue 14). What a photo is, is decided by its bytes: a file's
 * name and the request's Content-Type are the sender's claims and are not trusted.
 */

export const licencePhotoSides = ['front', 'back'] as const;
export type LicencePhotoSide = (typeof licencePhotoSides)[number];

export const licencePhotoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type LicencePhotoType = (typeof licencePhotoTypes)[number];

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/**
 * The image type the bytes are, by their magic numbers, or null when they are none of JPEG, PNG or WebP.
 * JPEG: FF D8 FF; PNG: the 8-byte PNG signature; WebP: "RIFF", a 4-byte size, then "WEBP".
 */
export function sniffImageType(bytes: Uint8Array): LicencePhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

export type LicencePhotoProblem =
  | { code: 'empty_file'; message: string }
  | { code: 'photo_too_large'; message: string }
  | { code: 'unsupported_image_type'; message: string };

export type LicencePhotoCheck =
  { ok: true; contentType: LicencePhotoType } | { ok: false; problem: LicencePhotoProblem };

/** Whether the bytes may be kept as a licence photo: not empty, at most `maxBytes`, a JPEG, PNG or WebP. */
export function checkLicencePhoto(bytes: Uint8Array, maxBytes = maxLicencePhotoBytes): LicencePhotoCheck {
  if (bytes.byteLength === 0) {
    return { ok: false, problem: { code: 'empty_file', message: 'The photo is empty: send the image bytes.' } };
  }
  if (bytes.byteLength > maxBytes) {
    return {
      ok: false,
      problem: { code: 'photo_too_large', message: `A licence photo may be at most ${maxBytes} bytes.` },
    };
  }
  const contentType = sniffImageType(bytes);
  if (!contentType) {
    return {
      ok: false,
      problem: { code: 'unsupported_image_type', message: 'A licence photo must be a JPEG, PNG or WebP image.' },
    };
  }
  return { ok: true, contentType };
}

/** When a reservation's licence photos are deleted: `retentionDays` after its return time. */
export function licencePhotoDeleteAt(returnAt: Date, retentionDays = licencePhotoRetentionDays): Date {
  return new Date(returnAt.getTime() + retentionDays * 86_400_000);
}

/** Whether the photos of a reservation returned at `returnAt` are due for deletion at `now` (the clock passed in). */
export function isLicencePhotoPurgeDue(returnAt: Date, now: Date, retentionDays = licencePhotoRetentionDays): boolean {
  return now.getTime() >= licencePhotoDeleteAt(returnAt, retentionDays).getTime();
}
