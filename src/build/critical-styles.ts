import postcss, { type AtRule, type Rule } from 'postcss';
import { classesOfBody, classSelector, criticalSuffix, inlinedSheet } from './page-styles';

/**
 * A page inlines only the rules of its template's sheet that its own markup can match (docs/decisions/043).
 * A template's sheet holds the CSS of every part the template may render: every content block type, the
 * states the page's code sets. On the vehicle list three quarters of it matched nothing in the served
 * page, and it pushed the HTML past the 14 KB a new connection delivers in its first round trip.
 *
 * The rest is not lost: the inlined `<style>` keeps the sheet's address with `#critical` after it, so
 * webpack's stylesheet loader (which looks for a `<style data-href>` of the address) no longer finds the
 * sheet and fetches the whole file before it runs the template's code. Everything the code renders or
 * sets is styled from then on; what the page shows before is styled by the rules kept here.
 *
 * A rule is kept when one of its selectors can match the served markup: every class it requires is in
 * a class attribute of the page or named in one of its inline scripts (which may set classes before the
 * code runs). Classes inside a functional pseudo-class (`:not(.a)`, `:is(.a, .b)`, `:has(.a)`) are not
 * required, so such a selector is judged by its other classes only. `@media` and `@supports` blocks keep
 * the rules kept inside them; other at-rules (`@keyframes`, `@font-face`) are kept whole.
 */

/** A template's sheet, by its address (the shared sheet is `/styles.….css`). */
const templateAddress = /^\/component---[^#]+\.css$/;
const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;
const identifier = /[_a-zA-Z][\w-]*/g;

/** Every class a page's markup has, and every word of its inline scripts (a class they may set). */
function namesOfPage(html: string): Set<string> {
  const names = classesOfBody(html);
  for (const match of html.matchAll(inlineScript)) {
    for (const word of (match[1] ?? '').matchAll(identifier)) names.add(word[0]);
  }
  return names;
}

/** A selector without the arguments of its functional pseudo-classes (nested parentheses included). */
function withoutArguments(selector: string): string {
  let depth = 0;
  let kept = '';
  for (const character of selector) {
    if (character === '(') depth += 1;
    if (depth === 0) kept += character;
    if (character === ')') depth = Math.max(0, depth - 1);
  }
  return kept;
}

function canMatch(selector: string, names: ReadonlySet<string>): boolean {
  return Array.from(withoutArguments(selector).matchAll(classSelector)).every((match) => names.has(match[1] ?? ''));
}

function isGrouping(node: AtRule): boolean {
  return /^(media|supports|container|layer)$/i.test(node.name);
}

/** The rules of `css` that can match a page whose classes (and inline script words) are `names`. */
export function rulesForPage(css: string, names: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule: Rule) => {
    const parent = rule.parent;
    // Keyframe selectors (`from`, `50%`) are not selectors of the page.
    if (parent?.type === 'atrule' && !isGrouping(parent as AtRule)) return;
    if (!rule.selectors.some((selector) => canMatch(selector, names))) rule.remove();
  });
  root.walkAtRules((atRule: AtRule) => {
    if (isGrouping(atRule) && (atRule.nodes?.length ?? 0) === 0) atRule.remove();
  });
  return root.toString();
}

/**
 * The page with each inlined template sheet cut to the rules its markup can match, marked `#critical`
 * (see above); a page without one, or already cut (a page an incremental build did not write again), is
 * returned as it is.
 */
export function inlineCriticalTemplateStyles(html: string): string {
  let names: Set<string> | undefined;
  return html.replace(inlinedSheet, (tag: string, href: string, css: string) => {
    if (!templateAddress.test(href)) return tag;
    names ??= namesOfPage(html);
    return `<style data-href="${href}${criticalSuffix}" data-identity="gatsby-global-css">${rulesForPage(css, names)}</style>`;
  });
}
