import { maxConditionReportCopyBytes, maxLicencePhotoBytes } from '../../src/config/constants';
import { ApiError } from '../http/api-error.server';
import { pathParameter, readBodyBytes } from '../http/request.server';
import type { RequestContext } from '../http/responses.server';
import { stageParam, uuidParam, type PhotoUpload } from './condition.server';

/**
 * What the condition endpoints read of a request (docs/api.md "Condition of the vehicle"): the path's
 * stage, clientId and photoId, and a photo upload's two multipart parts. Shared by the customer's and
 * the desk's function files.
 */

/** A multipart upload may hold the photo, its report copy and its details: their limits and room for the rest. */
const maxUploadBytes = maxLicencePhotoBytes + maxConditionReportCopyBytes + 64 * 1024;

const photoTooLarge = () =>
  new ApiError(413, 'photo_too_large', `A condition photo may be at most ${maxLicencePhotoBytes} bytes.`, {
    photo: `At most ${maxLicencePhotoBytes} bytes.`,
  });

export function conditionStageParam(context: RequestContext, request: Request): string {
  return stageParam(pathParameter(context, request, 'stage', /\/condition\/([^/]+)\//));
}

export function conditionClientIdParam(context: RequestContext, request: Request): string {
  return uuidParam(pathParameter(context, request, 'clientId', /\/photos\/([^/]+)\/?$/), 'photo id');
}

export function conditionPhotoIdParam(context: RequestContext, request: Request): string {
  return uuidParam(pathParameter(context, request, 'photoId', /\/condition\/photos\/([^/]+)\/?$/), 'photo');
}

const invalidUpload = (message: string, fields: Record<string, string>) =>
  new ApiError(400, 'invalid_request', message, fields);

/** A part's bytes, whether it came as a file or as text. */
async function partBytes(part: FormDataEntryValue): Promise<Uint8Array> {
  return typeof part === 'string' ? new TextEncoder().encode(part) : new Uint8Array(await part.arrayBuffer());
}

/**
 * The `meta` (JSON) and `photo` (the image) parts of a `multipart/form-data` upload, and the optional
 * `reportCopy` (the phone's small JPEG for the report): 415 for another body type, 413 past the photo's
 * limit, 400 when a part is missing or `meta` is not JSON. The photo's type is found later from its
 * bytes, whatever its part says; the report copy is checked with the photo (`putConditionPhoto`).
 */
export async function readPhotoUpload(
  request: Request,
  path: { reference: string; stage: string; clientId: string },
): Promise<PhotoUpload> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    throw new ApiError(
      415,
      'unsupported_media_type',
      'Send the photo as multipart/form-data with the parts "meta" (JSON) and "photo" (the image).',
    );
  }
  const body = await readBodyBytes(request, maxUploadBytes, photoTooLarge);
  let form: FormData;
  try {
    // A Uint8Array is a valid body; TypeScript's DOM types want one backed by a plain ArrayBuffer.
    form = await new Response(body as unknown as BodyInit, { headers: { 'content-type': type } }).formData();
  } catch {
    throw invalidUpload('The multipart body could not be read.', { photo: 'Send multipart/form-data.' });
  }
  const metaPart = form.get('meta');
  const photoPart = form.get('photo');
  if (metaPart === null) throw invalidUpload('The "meta" part is missing.', { meta: 'Missing.' });
  if (photoPart === null)
    throw new ApiError(400, 'empty_file', 'The photo is empty: send the image bytes.', { photo: 'Missing.' });
  const metaText = typeof metaPart === 'string' ? metaPart : await metaPart.text();
  let meta: unknown;
  try {
    meta = JSON.parse(metaText);
  } catch {
    throw new ApiError(422, 'invalid_meta', 'The "meta" part is not JSON.', { meta: 'Not JSON.' });
  }
  const bytes = await partBytes(photoPart);
  if (bytes.byteLength > maxLicencePhotoBytes) throw photoTooLarge();
  const copyPart = form.get('reportCopy');
  return { ...path, meta, bytes, ...(copyPart === null ? {} : { reportCopy: await partBytes(copyPart) }) };
}
