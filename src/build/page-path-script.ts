/**
 * Gatsby writes each page's path into an inline script (`window.pagePath="/a/b/";`), so that script
 * differs on every page, and so would its hash in the Content-Security-Policy: one rule per page in
 * `_headers`. This moves the path into an attribute and makes the script's text the same on every page
 * (`document.currentScript` is the script being run), so one hash serves the whole site
 * (docs/decisions/036). Gatsby's runtime reads `window.pagePath` later, as before.
 */
const gatsbyPagePathScript =
  /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/<\/script>/;

/** The text of the page-path script on every page. */
export const pagePathScriptText = 'window.pagePath=document.currentScript.getAttribute("data-page-path")';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page with Gatsby's page-path script in its site-wide form; a page without one as it was. */
export function pagePathFromAttribute(html: string): string {
  return html.replace(gatsbyPagePathScript, (_script, literal: string) => {
    const pagePath = JSON.parse(literal) as string;
    return `<script id="gatsby-script-loader" data-page-path="${escapeAttribute(pagePath)}">${pagePathScriptText}</script>`;
  });
}

/** The page's path as `pagePathFromAttribute` wrote it into the page, or undefined (a page without one). */
export function pagePathOf(html: string): string | undefined {
  const attribute = /<script id="gatsby-script-loader" data-page-path="([^"]*)">/.exec(html)?.[1];
  return attribute
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
