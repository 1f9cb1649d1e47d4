/**
 * Gatsby ends every page with its runtime scripts as `<script src async>` tags (rendered by its
 * `_gatsby-scripts` slice, out of reach of onPreRenderHTML). Async scripts run as soon as they
 * arrive, often before the browser has painted the page, and then the page's largest paint waits
 * for them. This replaces those tags with one inline script that adds them after the first painted
 * frame (docs/decisions/006). The page is complete HTML without them, so nothing is missing meanwhile.
 */
const runtimeScript = /<script src="(\/[\w.-]+\.js)" async(?:="")?><\/script>/g;

export function deferRuntimeScripts(html: string): string {
  const sources: string[] = [];
  const without = html.replace(runtimeScript, (_tag, source: string) => {
    sources.push(source);
    return '';
  });
  if (sources.length === 0) return html;
  const loader =
    `<script>(function(){var s=${JSON.stringify(sources)};` +
    'function add(){s.forEach(function(src){var e=document.createElement("script");e.src=src;document.body.appendChild(e)})}' +
    'requestAnimationFrame(function(){setTimeout(add,0)})})()</script>';
  return without.replace('</body>', `${loader}</body>`);
}
