import type { LocaleCode } from '../config/locales';
import type { Link } from '../content/types';
import { localePrefix, localizedPath } from '../domain/paths';
import { withTrailingSlash, type RedirectTargets } from './redirects';

/** A link as components receive it: where it goes, or null when it goes nowhere (nothing is rendered). */
export interface ResolvedLink {
  _type: 'resolvedLink';
  href: string | null;
  isExternal: boolean;
  opensInNewTab: boolean;
}

/** The warnings of spec §8 for links that go nowhere. */
export const linkWarnings = {
  external: 'External link not set.',
  relative: 'Relative link not set.',
  internal: 'Internal link not set.',
} as const;

export interface LinkContext {
  /** Path of every page of the site, by document id. */
  paths: ReadonlyMap<string, string>;
  language: LocaleCode;
  /** Called with the spec's warning and the document holding the link. */
  warn: (message: string, documentId: string) => void;
  documentId: string;
  /** The site's redirects: a link to a redirected path goes straight to its target. */
  redirects?: RedirectTargets;
}

function isLink(value: unknown): value is Link {
  return (
    typeof value === 'object' && value !== null && (value as { _type?: unknown })._type === 'link' && 'type' in value
  );
}

/**
 * Where a content-managed link goes (spec §2): an external address; a relative path in the page's
 * language; an anchor on the page; or the path of the referenced page. A link with no target
 * resolves to `href: null` and a warning (spec §8). A path the site redirects resolves to the
 * redirect's target (spec §2: an internal redirect navigates, an external one leaves the site).
 */
export function resolveLink(link: Link, context: LinkContext): ResolvedLink {
  const resolved = (href: string | null, isExternal = false): ResolvedLink => {
    const [path = '', rest = ''] = !isExternal && href?.startsWith('/') ? href.split(/(?=[?#])/) : [];
    const redirect = path ? context.redirects?.get(withTrailingSlash(path)) : undefined;
    return {
      _type: 'resolvedLink',
      href: redirect ? (redirect.isExternal ? redirect.to : `${redirect.to}${rest}`) : href,
      isExternal: redirect?.isExternal ?? isExternal,
      opensInNewTab: link.blank === true,
    };
  };
  const fail = (message: string) => {
    context.warn(message, context.documentId);
    return resolved(null);
  };
  if (link.type === 'external') {
    const external = link.external?.trim();
    return external ? resolved(external, true) : fail(linkWarnings.external);
  }
  if (link.internalType === 'relative') {
    const relative = link.relative?.trim();
    if (!relative) return fail(linkWarnings.relative);
    const prefix = localePrefix(context.language);
    const [path = '', rest = ''] = relative.split(/(?=[?#])/);
    const alreadyLocalized = prefix !== '' && (path === prefix || path.startsWith(`${prefix}/`));
    return resolved(`${alreadyLocalized ? localizedPath('en', path) : localizedPath(context.language, path)}${rest}`);
  }
  if (link.internalType === 'anchor') {
    const anchor = link.anchorId?.trim();
    return anchor ? resolved(`#${anchor}`) : fail(linkWarnings.internal);
  }
  const target = link.internal?._ref;
  const path = target ? context.paths.get(target) : undefined;
  return path ? resolved(path) : fail(linkWarnings.internal);
}

/**
 * A copy of `value` with every content-managed link in it, at any depth, replaced by where it goes,
 * so page context carries ready hrefs and no reference resolution happens in the browser.
 */
export function resolveLinksDeep<T>(value: T, context: LinkContext): T {
  if (Array.isArray(value)) return value.map((item: unknown) => resolveLinksDeep(item, context)) as T;
  if (isLink(value)) return resolveLink(value, context) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, resolveLinksDeep(item, context)]),
    ) as T;
  }
  return value;
}
