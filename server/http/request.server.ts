import * as yup from 'yup';
import { validationErrorFields } from '../../src/domain/validation';
import { ApiError } from './api-error.server';
import type { RequestContext } from './responses.server';

/** Request bodies above this are refused with 413 before they are parsed. */
export const defaultMaxBodyBytes = 32 * 1024;

/**
 * The request body as text, refused with 413 as soon as it grows past `maxBytes` (the stream is read
 * chunk by chunk, so a huge body is never held in memory whole).
 */
export async function readBodyText(request: Request, maxBytes = defaultMaxBodyBytes): Promise<string> {
  return new TextDecoder('utf-8', { fatal: false }).decode(await readBodyBytes(request, maxBytes));
}

/** The request body's bytes, refused as soon as it grows past `maxBytes` (413, or the error given). */
export async function readBodyBytes(
  request: Request,
  maxBytes: number,
  tooLargeError: () => ApiError = () => tooLarge(maxBytes),
): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw tooLargeError();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLargeError();
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

function tooLarge(maxBytes: number): ApiError {
  return new ApiError(413, 'payload_too_large', `The request body must be at most ${maxBytes} bytes.`);
}

/** The JSON object of the request body: 415 when it is not JSON, 400 when it does not parse or is not an object. */
export async function readJsonObject(
  request: Request,
  maxBytes = defaultMaxBodyBytes,
): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new ApiError(
      415,
      'unsupported_media_type',
      'Send the request body as JSON (Content-Type: application/json).',
    );
  }
  return parseJsonObject(await readBodyText(request, maxBytes));
}

/** The JSON object of a body already read as text: 400 `invalid_json` when it is empty, does not parse or is not an object. */
export function parseJsonObject(text: string): Record<string, unknown> {
  if (text.trim() === '') throw new ApiError(400, 'invalid_json', 'The request body is empty; send a JSON object.');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ApiError(400, 'invalid_json', 'The request body must be a JSON object.');
  }
  return value as Record<string, unknown>;
}

/**
 * The value checked against a yup schema (the domain's rules, spec §5): 400 `invalid_request` with the
 * first message of each failing field. Unknown fields are refused by the schemas themselves (`noUnknown`).
 */
export async function validate<S extends yup.AnyObjectSchema>(schema: S, value: unknown): Promise<yup.InferType<S>> {
  const inherited = inheritedNames(schema, value, '');
  if (Object.keys(inherited).length > 0) {
    const summary = Object.entries(inherited)
      .map(([field, message]) => (field ? `${field}: ${message}` : message))
      .join('; ');
    throw new ApiError(400, 'invalid_request', `The request is not valid. ${summary}`, inherited);
  }
  const misfits = objectsWhereTextBelongs(schema, value, '');
  if (Object.keys(misfits).length > 0) {
    throw new ApiError(
      400,
      'invalid_request',
      `The request is not valid. ${Object.keys(misfits).join(', ')}: must be text`,
      misfits,
    );
  }
  try {
    // noUnknown alone strips unknown fields while casting; stripUnknown: false lets its test refuse them.
    // Synchronous: every test of the request schemas is, and yup's async run costs a chain of promises per field.
    return schema.validateSync(value, { abortEarly: false, stripUnknown: false }) as yup.InferType<S>;
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      const fields = validationErrorFields(error);
      const summary = Object.entries(fields)
        .map(([field, message]) => (field ? `${field}: ${message}` : message))
        .join('; ');
      throw new ApiError(400, 'invalid_request', `The request is not valid. ${summary}`, fields);
    }
    throw error;
  }
}

/**
 * Fields named like a property every object inherits (`constructor`, `__proto__`, `toString`) that the
 * schema does not define. yup looks a field's schema up with `fields[name]` and would find Object's own
 * property there and throw a TypeError (a 500); they are refused as the unknown fields they are.
 */
function inheritedNames(schema: yup.Schema, value: unknown, path: string): Record<string, string> {
  const found: Record<string, string> = {};
  if (typeof value !== 'object' || value === null) return found;
  if (schema instanceof yup.ArraySchema && Array.isArray(value) && schema.innerType) {
    value.forEach((item, index) =>
      Object.assign(found, inheritedNames(schema.innerType as yup.Schema, item, `${path}[${index}]`)),
    );
  } else if (schema instanceof yup.ObjectSchema && !Array.isArray(value)) {
    const fields = schema.fields as Record<string, yup.Schema>;
    for (const [key, child] of Object.entries(value)) {
      if (Object.hasOwn(fields, key)) {
        Object.assign(found, inheritedNames(fields[key] as yup.Schema, child, path ? `${path}.${key}` : key));
      } else if (key in Object.prototype) {
        found[path] = `Unknown field: ${key}`;
      }
    }
  }
  return found;
}

/**
 * Fields where the schema expects text but the request has an object or a list. yup's string casting
 * would throw a TypeError on them (its trim transform), so they are named and refused first.
 */
function objectsWhereTextBelongs(schema: yup.Schema, value: unknown, path: string): Record<string, string> {
  const found: Record<string, string> = {};
  if (schema.type === 'string' && typeof value === 'object' && value !== null) {
    found[path] = 'Must be text';
  } else if (
    schema instanceof yup.ObjectSchema &&
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value)
  ) {
    for (const [key, child] of Object.entries(schema.fields as Record<string, yup.Schema>)) {
      Object.assign(
        found,
        objectsWhereTextBelongs(child, (value as Record<string, unknown>)[key], path ? `${path}.${key}` : key),
      );
    }
  } else if (schema instanceof yup.ArraySchema && Array.isArray(value) && schema.innerType) {
    value.forEach((item, index) =>
      Object.assign(found, objectsWhereTextBelongs(schema.innerType as yup.Schema, item, `${path}[${index}]`)),
    );
  }
  return found;
}

/** An object schema that refuses fields it does not know, naming them. */
export function strictObject<T extends yup.ObjectShape>(shape: T) {
  return yup
    .object(shape)
    .noUnknown(true, ({ unknown }) => `Unknown field: ${String(unknown)}`)
    .strict(false);
}

/** The `Idempotency-Key` header: required, 8 to 200 visible ASCII characters. */
export function idempotencyKey(request: Request): string {
  const key = request.headers.get('idempotency-key');
  if (!key) {
    throw new ApiError(400, 'idempotency_key_required', 'Send an Idempotency-Key header (for example a random UUID).');
  }
  if (!/^[\x21-\x7e]{8,200}$/.test(key)) {
    throw new ApiError(
      400,
      'invalid_idempotency_key',
      'The Idempotency-Key must be 8 to 200 visible ASCII characters.',
    );
  }
  return key;
}

/**
 * A path parameter: Netlify's `context.params[name]`, else the first group of `pattern` on the path,
 * percent-decoded. A malformed escape (`%ZZ`) is kept as sent instead of thrown (decodeURIComponent's
 * URIError would be a 500), so the caller's own check of the value answers it, with a 404.
 */
export function pathParameter(context: RequestContext, request: Request, name: string, pattern: RegExp): string {
  const value = context.params?.[name] ?? pattern.exec(new URL(request.url).pathname)?.[1] ?? '';
  try {
    return decodeURIComponent(value);
  } catch {
    // Not percent-encoding: the value as sent, which no reference, id or token pattern accepts.
    return value;
  }
}
