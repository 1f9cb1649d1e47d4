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
 *
 * The loader adds the page's own scripts with them (`pageScripts`: its template's and its Slices'
 * chunks, src/build/page-scripts.ts), which Gatsby leaves out of the HTML: its runtime asks for them
 * only once it has fetched the page's data and then its Slices' data, two round trips later, and then
 * creates their script tags in the same task as the answer (decision 051). webpack finds a chunk asked
 * for again already installed, or waits for the tag the loader added (it looks tags up by `src`); a
 * tag that fails is taken out, so that webpack asks again and sees the failure itself. The list is an
 * attribute (`data-page-scripts`) read by the loader, so the loader's text, and its hash in the
 * Content-Security-Policy (decision 036), is the same on every page.
 *
 * Each tag is added in a task of its own (a message to a channel, without the nested timers' clamp):
 * adding a script tag starts its fetch at once, 1-2 ms each on a busy machine, and nine in one task
 * made a task that Lighthouse counted as blocking (decision 051).
 */
const runtimeScript = /<script src="(\/[\w.-]+\.js)" async(?:="")?><\/script>/g;

export function deferRuntimeScripts(html: string, pageScripts: readonly string[] = []): string {
  const sources = Array.from(html.matchAll(runtimeScript), (match) => match[1]);
  if (sources.length === 0) return html;
  const own = [...new Set(pageScripts)].filter((src) => /^\/[\w.-]+\.js$/.test(src) && !sources.includes(src));
  const loader =
    `<script data-page-scripts="${own.join(' ')}">(function(){var c=document.currentScript,` +
    `s=${JSON.stringify(sources)}.concat(((c&&c.getAttribute("data-page-scripts"))||"").split(" ").filter(Boolean)),added=0,P=window.PerformanceObserver;` +
    'function add(){if(added)return;added=1;var i=0,M=window.MessageChannel,m=M&&new M();' +
    'function next(){var src=s[i++];if(!src)return;var e=document.createElement("script");e.src=src;e.onerror=function(){e.remove()};document.body.appendChild(e);' +
    'if(m)m.port2.postMessage(0);else setTimeout(next,0)}if(m)m.port1.onmessage=next;next()}' +
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
