import { ApiClient, type ApiAnswer } from '../../../server/testing/api-client.server';
import staffCallback from '../staff-callback.mts';
import staffSignIn from '../staff-sign-in.mts';

/**
 * Signs a staff member in through the local OpenID provider over HTTP, as a browser would: the
 * desk's sign-in redirect, the provider's form, its redirects, then the desk's callback. Answers the
 * client holding the staff session cookie (and the callback's answer); `client` is the browser, a new
 * one unless given.
 */
export async function signInAsStaff(
  email: string,
  password: string,
  returnTo = '/staff/',
  client = new ApiClient(),
): Promise<{ client: ApiClient; callback: ApiAnswer<unknown> }> {
  const start = await client.call(staffSignIn, { path: `/api/staff/sign-in?returnTo=${encodeURIComponent(returnTo)}` });
  if (start.status !== 302) throw new Error(`sign-in answered ${start.status}`);
  const providerCookies = new Map<string, string>();
  const visit = async (url: string, init: { method?: string; form?: Record<string, string> } = {}) => {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...providerCookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      providerCookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    return {
      status: response.status,
      location: location ? new URL(location, url).href : null,
      html: await response.text(),
    };
  };
  let step = await visit(start.headers.get('location') ?? '');
  const form = step.location ?? '';
  step = await visit(form);
  step = await visit(form, { method: 'POST', form: { email, password } });
  if (step.status === 401) throw new Error('The provider refused the password');
  while (step.location && !step.location.startsWith('http://localhost/api/staff/callback')) {
    step = await visit(step.location);
  }
  if (!step.location) throw new Error(`The provider did not send the browser back (${step.status})`);
  const back = new URL(step.location);
  const callback = await client.call(staffCallback, { path: `${back.pathname}${back.search}` });
  return { client, callback };
}
