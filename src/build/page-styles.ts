/**
 * The check that every page inlines the rules of its own markup (docs/decisions/042): Gatsby inlines a
 * page's template sheet and the shared sheet, and a class that only another sheet styles (a lazy part's,
 * another template's) would show unstyled until some code fetched that sheet.
 */

/** A sheet Gatsby inlined into a page: its address and its CSS (also what critical-styles.ts cuts). */
export const inlinedSheet = /<style data-href="([^"]*)" data-identity="gatsby-global-css">([\s\S]*?)<\/style>/g;
const classAttribute = /\sclass="([^"]*)"/g;
/** A class selector and its name (also what src/build/critical-styles.ts requires of a rule). */
export const classSelector = /\.(-?[_a-zA-Z][\w-]*)/g;

/** The suffix of a sheet's address once its inlined copy holds only the page's rules (critical-styles.ts). */
export const criticalSuffix = '#critical';

/** The classes of the class attributes of a page's body. */
export function classesOfBody(html: string): Set<string> {
  const body = html.slice(Math.max(0, html.indexOf('<body')));
  const names = new Set<string>();
  for (const match of body.matchAll(classAttribute)) {
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

/** The class names a stylesheet's selectors name. */
export function classesOfCss(css: string): Set<string> {
  return new Set(Array.from(css.matchAll(classSelector), (match) => match[1] ?? ''));
}

/**
 * The classes of a page's body that a sheet of the build styles (`styledAnywhere`) and the page's own
 * inlined sheets do not, sorted; none for a page that inlines no sheet (a redirect page). A sheet's
 * classes come from `classesOfSheet` (the build reads each sheet once for all the pages) or, for a sheet
 * it does not know, from the inlined CSS. A sheet cut to the page's rules (`#critical`,
 * src/build/critical-styles.ts) counts as the whole sheet of its address: what it left out matches
 * nothing the page serves.
 */
export function classesStyledElsewhere(
  html: string,
  styledAnywhere: ReadonlySet<string>,
  classesOfSheet: (href: string) => ReadonlySet<string> | undefined = () => undefined,
): string[] {
  const sheets = Array.from(html.matchAll(inlinedSheet), ([, href = '', css = '']) => {
    const address = href.endsWith(criticalSuffix) ? href.slice(0, -criticalSuffix.length) : href;
    return classesOfSheet(address) ?? classesOfCss(css);
  });
  if (sheets.length === 0) return [];
  const inlined = new Set(sheets.flatMap((classes) => [...classes]));
  return [...classesOfBody(html)].filter((name) => styledAnywhere.has(name) && !inlined.has(name)).sort();
}
