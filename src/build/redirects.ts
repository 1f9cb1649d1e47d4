import type { Redirect } from '../content/types';
import { ContentError } from './content-paths';

/** A redirect as the host answers it: `from` to `to` with 301 or 302 (spec §2 route rules). */
export interface SiteRedirect {
  id: string;
  from: string;
  /** The final target: a chain of the site's own redirects is followed, so a visitor makes one hop. */
  to: string;
  status: 301 | 302;
  isExternal: boolean;
}

/** Where an in-site link to a redirected path goes instead, by the path (with its trailing slash). */
export type RedirectTargets = ReadonlyMap<string, { to: string; isExternal: boolean }>;

/** A path of the site: a slash, then letters, digits and the URL's unreserved and escape characters. */
const sitePath = /^\/[A-Za-z0-9\-._~%/]*$/;

/** The path with a trailing slash, as every path of the site ends (spec §2); the host matches either. */
export const withTrailingSlash = (path: string): string => (path.endsWith('/') ? path : `${path}/`);

function isExternalAddress(to: string): boolean {
  try {
    return ['https:', 'http:'].includes(new URL(to).protocol);
  } catch {
    // Not an absolute address: the caller checks it as a path of the site.
    return false;
  }
}

/**
 * Checks a brand's redirect documents and plans them. Throws a ContentError naming the document for a
 * missing or malformed `from` or `to`, two redirects from one path, and a loop (a redirect that comes
 * back to where it started, directly or through others).
 */
export function planRedirects(documents: readonly Partial<Redirect>[]): SiteRedirect[] {
  const byFrom = new Map<string, { id: string; to: string; status: 301 | 302; isExternal: boolean }>();
  for (const document of documents) {
    const id = document._id ?? '(no id)';
    const from = document.from?.trim();
    const to = document.to?.trim();
    if (!from) throw new ContentError(id, 'the redirect has no "from" path');
    if (!sitePath.test(from)) {
      throw new ContentError(id, `the redirect's "from" must be a path of the site starting with "/", not "${from}"`);
    }
    if (!to) throw new ContentError(id, 'the redirect has no "to" target');
    const isExternal = isExternalAddress(to);
    if (!isExternal && !(sitePath.test(to.split(/[?#]/)[0] ?? '') && !to.startsWith('//'))) {
      throw new ContentError(id, `the redirect's "to" must be a path of the site or an http(s) address, not "${to}"`);
    }
    const key = withTrailingSlash(from);
    const other = byFrom.get(key);
    if (other) throw new ContentError(id, `the redirect from "${from}" is also redirected by "${other.id}"`);
    byFrom.set(key, { id, to, status: document.permanent === false ? 302 : 301, isExternal });
  }
  return [...byFrom.entries()].map(([from, redirect]) => {
    const seen = [from];
    let target = { to: redirect.to, isExternal: redirect.isExternal };
    for (;;) {
      if (target.isExternal) break;
      const [targetPath = '', rest = ''] = target.to.split(/(?=[?#])/);
      const key = withTrailingSlash(targetPath);
      if (seen.includes(key)) {
        throw new ContentError(redirect.id, `the redirect from "${from}" loops: ${[...seen, key].join(' -> ')}`);
      }
      const next = byFrom.get(key);
      if (!next) break;
      seen.push(key);
      target = { to: next.isExternal ? next.to : `${next.to}${rest}`, isExternal: next.isExternal };
    }
    return { id: redirect.id, from, to: target.to, status: redirect.status, isExternal: target.isExternal };
  });
}

/** In-site links to these paths go straight to the target (spec §2: an internal redirect navigates). */
export function redirectTargets(redirects: readonly SiteRedirect[]): RedirectTargets {
  return new Map(redirects.map((redirect) => [redirect.from, { to: redirect.to, isExternal: redirect.isExternal }]));
}

/**
 * Netlify's `_redirects` file of the redirects. The host reads it before the rules of netlify.toml, so
 * these answer before the per-language not-found rules; `!` makes them answer even where a page exists.
 */
export function redirectsFile(redirects: readonly SiteRedirect[]): string {
  const lines = redirects.map((redirect) => `${redirect.from} ${redirect.to} ${redirect.status}!`);
  return [
    `# Content-managed redirects (spec §2 route rules), written by the build from the "redirect" documents.`,
    ...lines,
    '',
  ].join('\n');
}
