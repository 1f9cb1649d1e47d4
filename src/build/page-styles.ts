import { criticalSuffix } from './critical-styles';

/**
 * The check that every page inlines the rules of its own markup (docs/decisions/042): Gatsby inlines a
 * page's template sheet and the shared sheet, and a class that only another sheet styles (a lazy part's,
 * another template's) would show unstyled until some code fetched that sheet.
 */

const inlinedSheet = /<style data-href="([^"]*)" data-identity="gatsby-global-css">([\s\S]*?)<\/style>/g;
const classAttribute = /\sclass="([^"]*)"/g;
const classSelector = /\.(-?[_a-zA-Z][\w-]*)/g;

/** The class names a stylesheet's selectors name. */
export function classesOfCss(css: string): Set<string> {
  return new Set(Array.from(css.matchAll(classSelector), (match) => match[1] ?? ''));
}

/**
 * The classes of a page's body that a sheet of the build styles (`styledAnywhere`) and the page's own
 * inlined sheets do not, sorted; none for a page that inlines no sheet (a redirect page). A sheet cut to
 * the page's rules (`#critical`, src/build/critical-styles.ts) counts as the whole sheet of its address,
 * read with `sheetAt`: what it left out matches nothing the page serves.
 */
export function classesStyledElsewhere(
  html: string,
  styledAnywhere: ReadonlySet<string>,
  sheetAt: (href: string) => string = () => '',
): string[] {
  const sheets = Array.from(html.matchAll(inlinedSheet), ([, href = '', css = '']) =>
    href.endsWith(criticalSuffix) ? sheetAt(href.slice(0, -criticalSuffix.length)) : css,
  );
  if (sheets.length === 0) return [];
  const inlined = classesOfCss(sheets.join('\n'));
  const body = html.slice(Math.max(0, html.indexOf('<body')));
  const used = new Set(Array.from(body.matchAll(classAttribute), (match) => (match[1] ?? '').split(/\s+/)).flat());
  return [...used].filter((name) => name && styledAnywhere.has(name) && !inlined.has(name)).sort();
}
