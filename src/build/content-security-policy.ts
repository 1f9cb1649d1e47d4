/**
 * The site's Content-Security-Policy (issue 31, docs/decisions/036), written by the build into
 * `public/_headers` for every path. Scripts run only from this origin or, inline, when their sha256 is
 * listed: the build hashes every inline script of the HTML it wrote, so the list is exactly what the
 * pages carry (nonces need a server per request; these pages are static). Nothing here is read in the
 * browser.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { defaultScriptUrls, type ChatSettings } from '../components/chat/chat';

/** Where browsers send violation reports (netlify/functions/csp-reports.mts). */
export const cspReportsPath = '/api/csp-reports';

/** The Reporting API's name for that endpoint (`report-to` and the `Reporting-Endpoints` header). */
export const cspReportGroup = 'csp-endpoint';

/** OpenStreetMap's tile server (src/components/blocks/leaflet-map.ts). */
const mapTileOrigin = 'https://tile.openstreetmap.org';

/** YouTube: the oEmbed answer with a video's thumbnail, the thumbnail, and the player (VideoEmbed.tsx). */
const youtube = {
  oembed: 'https://www.youtube.com',
  thumbnails: 'https://i.ytimg.com',
  player: 'https://www.youtube-nocookie.com',
};

/** Sanity's image CDN, when the content comes from Sanity (src/content/images.ts). */
const sanityImageOrigin = 'https://cdn.sanity.io';

/** What a chat provider's widget loads, per directive, as the provider documents it. */
interface ChatSources {
  script: string[];
  style: string[];
  font: string[];
  img: string[];
  connect: string[];
}

/**
 * Crisp's own list of what its chatbox needs under a strict CSP ("Whitelisting our Systems: Crisp
 * domain names"): everything from client.crisp.chat, messages over client.relay.crisp.chat,
 * avatars from image.crisp.chat, files on storage.crisp.chat.
 */
const crispSources: ChatSources = {
  script: ['https://client.crisp.chat'],
  style: ['https://client.crisp.chat'],
  font: ['https://client.crisp.chat'],
  img: ['https://client.crisp.chat', 'https://image.crisp.chat', 'https://storage.crisp.chat'],
  connect: ['https://client.crisp.chat', 'wss://client.relay.crisp.chat', 'https://storage.crisp.chat'],
};

/** An absolute http(s) or ws(s) address's origin; null for a path on this site. */
function originOf(url: string): string | null {
  if (!/^(?:https?|wss?):\/\//i.test(url)) return null;
  return new URL(url).origin;
}

/** What the chats of the site's languages load (none when no language has a chat). */
function chatSourcesOf(chats: readonly ChatSettings[]): ChatSources {
  const sources: ChatSources = { script: [], style: [], font: [], img: [], connect: [] };
  for (const chat of chats) {
    const provided = chat.provider === 'crisp' ? crispSources : null;
    if (provided) {
      for (const key of Object.keys(sources) as (keyof ChatSources)[]) sources[key].push(...provided[key]);
    }
    const script = originOf(chat.scriptUrl ?? defaultScriptUrls[chat.provider]);
    if (script) sources.script.push(script);
  }
  return sources;
}

/**
 * The sha256 of every inline script of a page that a browser would run, as CSP sources
 * (`'sha256-…'`). Scripts with a `src` are covered by their origin, and data blocks (a `type` that is
 * not JavaScript, such as `application/ld+json`) never run, so CSP does not look at them. The text is
 * hashed as the browser's HTML parser sees it: raw (a script's text has no character references) with
 * CR LF and CR turned into LF.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = ` ${match[1] ?? ''}`;
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim();
    if (typeValue !== '' && !/^(?:module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i.test(typeValue)) {
      continue;
    }
    const text = (match[2] ?? '').replace(/\r\n?/g, '\n');
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export interface PolicyInput {
  /** Every inline script hash of every page (`inlineScriptHashes`), in any order. */
  scriptHashes: Iterable<string>;
  /** The chat of each language that has one. */
  chats: readonly ChatSettings[];
  /** Whether images come from Sanity's CDN rather than `/images/` of the build. */
  usesSanityImages: boolean;
}

const unique = (sources: readonly string[]) => [...new Set(sources)];

/**
 * The policy every page is sent with. `style-src` keeps 'unsafe-inline': Gatsby writes the site's CSS
 * into each page as `<style>` elements and style attributes, and the chat provider requires it
 * (docs/decisions/036). `frame-ancestors` is left to netlify.toml: X-Frame-Options DENY everywhere, and
 * a second policy that lets this site frame its payment return page.
 */
export function contentSecurityPolicy(input: PolicyInput): string {
  const chat = chatSourcesOf(input.chats);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...[...new Set(input.scriptHashes)].sort(), ...chat.script]],
    ['style-src', ["'self'", "'unsafe-inline'", ...chat.style]],
    [
      'img-src',
      [
        "'self'",
        'data:',
        'blob:',
        mapTileOrigin,
        youtube.thumbnails,
        ...(input.usesSanityImages ? [sanityImageOrigin] : []),
        ...chat.img,
      ],
    ],
    ['font-src', ["'self'", ...chat.font]],
    ['connect-src', ["'self'", youtube.oembed, ...chat.connect]],
    // YouTube's player only: the card processor's page is never framed, the whole window goes there
    // (docs/decisions/044), so a frame of it is refused here as well as by its own headers.
    ['frame-src', [youtube.player]],
    // The service worker and the web app manifest are the site's own files (docs/decisions/049).
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['report-uri', [cspReportsPath]],
    ['report-to', [cspReportGroup]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`).join('; ');
}

/** The `Reporting-Endpoints` header naming where `report-to` reports go. */
export const reportingEndpoints = `${cspReportGroup}="${cspReportsPath}"`;

/**
 * Where onPostBuild leaves the policy's rule for the adapter (src/build/static-adapter.ts), which
 * runs after it and writes `public/_headers`.
 */
export const policyRuleFile = path.join('.cache', 'content-security-policy.headers');

/** The rule of `public/_headers` that sends `policy` (and where to report) with every path. */
export function policyHeadersRule(policy: string): string {
  return [
    '# Written by the build (src/build/content-security-policy.ts): the inline scripts’ hashes of this build.',
    '/*',
    `  Content-Security-Policy: ${policy}`,
    `  Reporting-Endpoints: ${reportingEndpoints}`,
    '',
  ].join('\n');
}
