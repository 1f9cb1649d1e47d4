/**
 * Gatsby ends every page with its runtime scripts as `<script src async>` tags (rendered by its
 * `_gatsby-scripts` slice, out of reach of onPreRenderHTML). Async scripts run as soon as they
 * arrive, often before the browser has painted the page, and then the page's largest paint waits
 * for them. This replaces those tags with one inline script that adds them once the first contentful
 * paint has been presented on screen (docs/decisions/006, 043): the browser reports that paint (Paint
 * Timing's `first-contentful-paint` entry; `first-paint`, of the background alone, comes earlier) after
 * the frame is shown, so the scripts' download and run never compete with it.
 * A browser without Paint Timing adds them after the first rendered frame; one that never paints
 * (a page opened in a hidden tab) after three seconds. The page is complete HTML without them, so
 * nothing is missing meanwhile.
 *
 * The loader takes the place of the first tag, inside the `_gatsby-scripts` slice's markers: Gatsby
 * writes that slice again on every build, also a content rebuild that renders no page, and stitches
 * it into every page between the markers. A loader outside them stayed there, and every rebuild
 * added one more (seven after seven builds, each adding the runtime scripts again).
 */
const runtimeScript = /<script src="(\/[\w.-]+\.js)" async(?:="")?><\/script>/g;

export function deferRuntimeScripts(html: string): string {
  const sources = Array.from(html.matchAll(runtimeScript), (match) => match[1]);
  if (sources.length === 0) return html;
  const loader =
    `<script>(function(){var s=${JSON.stringify(sources)},added=0,P=window.PerformanceObserver;` +
    'function add(){if(added)return;added=1;s.forEach(function(src){var e=document.createElement("script");e.src=src;document.body.appendChild(e)})}' +
    'function soon(){setTimeout(add,0)}' +
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){' +
    'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();soon()}}).observe({type:"paint",buffered:true});setTimeout(add,3000)}' +
    'else requestAnimationFrame(soon)})()</script>';
  let placed = false;
  return html.replace(runtimeScript, () => {
    if (placed) return '';
    placed = true;
    return loader;
  });
}
