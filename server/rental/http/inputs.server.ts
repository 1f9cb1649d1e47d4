import * as yup from 'yup';
import { isLocaleCode, localeCodes, type LocaleCode } from '../../../src/config/locales';
import { ApiError } from '../../http/api-error.server';
import { siteOrigins } from '../../http/cross-site.server';
import { pathParameter, readJsonObject, strictObject, validate } from '../../http/request.server';
import type { RequestContext } from '../../http/responses.server';

/** What several endpoints read of a request the same way: the locale, a path's reference or token, a payment's start. */

/** The locale of `?locale=`; 400 for an unknown one or any other query parameter. */
export function localeQuery(request: Request): LocaleCode {
  const params = new URL(request.url).searchParams;
  for (const name of params.keys()) {
    if (name !== 'locale') throw new ApiError(400, 'unexpected_query', `Unknown query parameter: ${name}`);
  }
  const locale = params.get('locale') ?? 'en';
  if (!isLocaleCode(locale)) {
    throw new ApiError(400, 'invalid_request', `Locale must be one of ${localeCodes.join(', ')}`, {
      locale: 'Unknown locale',
    });
  }
  return locale;
}

/** The `{reference}` of `/api/reservations/{reference}/…`: 404 for anything no reference looks like. */
export function referenceParam(context: RequestContext, request: Request): string {
  const reference = pathParameter(context, request, 'reference', /\/api\/reservations\/([^/]+)/);
  if (!/^[A-Za-z0-9-]{4,20}$/.test(reference)) throw new ApiError(404, 'not_found', 'No reservation was found.');
  return reference;
}

/** The `{token}` of a signing link path. */
export function tokenParam(context: RequestContext, request: Request): string {
  return pathParameter(context, request, 'token', /\/api\/signing-links\/([^/]+)/);
}

/**
 * The body of a payment request: where the processor sends the customer back. Card details are never
 * accepted (PCI DSS SAQ A: they are typed into the processor's page), with a message that says so.
 */
export async function paymentStartRequest(request: Request): Promise<{ returnUrl: string }> {
  const body = await readJsonObject(request);
  if ('card' in body) {
    throw new ApiError(
      400,
      'card_data_refused',
      "Card details are never sent to this site: they are typed into the payment provider's secure page.",
      { card: 'Not accepted here.' },
    );
  }
  const { returnUrl } = await validate(
    strictObject({
      returnUrl: yup.string().typeError('returnUrl must be a string').trim().required('returnUrl is required').max(500),
    }),
    body,
  );
  return { returnUrl: checkedReturnUrl(request, returnUrl) };
}

/**
 * The return address must be on this site: `SITE_URL` or the function's own origin, never an open
 * redirect. The request's `Origin` header is not trusted for it (issue 38): any page can send one.
 */
function checkedReturnUrl(request: Request, returnUrl: string): string {
  let url: URL;
  try {
    url = new URL(returnUrl);
  } catch {
    throw new ApiError(400, 'invalid_request', 'returnUrl must be an absolute address.', {
      returnUrl: 'Must be an absolute address on this site.',
    });
  }
  const allowed = siteOrigins(request);
  if (!allowed.has(url.origin) || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new ApiError(400, 'invalid_request', 'returnUrl must be an address on this site.', {
      returnUrl: 'Must be an address on this site.',
    });
  }
  return url.toString();
}
