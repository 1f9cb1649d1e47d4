import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { benchBarePath, benchBareSlice, createsBenchBarePage } from './src/build/bench-bare';
import { ContentError } from './src/build/content-paths';
import { planChrome } from './src/build/plan-chrome';
import { chatSettingsOf, hidesChat } from './src/components/chat/chat';
import { planContentPages } from './src/build/plan-content';
import {
  planBasePages,
  planBookingPages,
  planLeasePages,
  planReservationPages,
  prefixedNotFoundPaths,
  type TemplateName,
} from './src/build/pages';
import { planPromotions } from './src/build/plan-promotion';
import { planStaffPages } from './src/build/staff-pages';
import { shortenClassNames } from './src/build/short-class-names';
import {
  planRedirects,
  redirectsFile,
  redirectTargets,
  type RedirectTargets,
  type SiteRedirect,
} from './src/build/redirects';
import { promotionFile } from './src/content/promotion-content';
import { inlineCriticalTemplateStyles } from './src/build/critical-styles';
import { deferRuntimeScripts } from './src/build/defer-scripts';
import { CompileHintsPlugin } from './src/build/compile-hints';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  policyHeadersRule,
  policyRuleFile,
} from './src/build/content-security-policy';
import { pagePathFromAttribute, pagePathOf } from './src/build/page-path-script';
import { pageScriptsReader } from './src/build/page-scripts';
import { classesOfCss, classesStyledElsewhere } from './src/build/page-styles';
import type { ChatSettings } from './src/components/chat/chat';
import { renderImageVariants } from './src/build/render-images';
import { pageStrings, type StringsFile } from './src/build/translate';
import { siteUrl } from './src/build/site';
import { robotsTxt, sitemapPath, sitemapXml, type SitemapPage } from './src/build/sitemap';
import { localeCodes } from './src/config/locales';
import { tenantFromEnv } from './src/config/tenants';
import { embeddedImageUrls, sanityImageUrls, type ImageVariant } from './src/content/images';
import { redirectsQuery } from './src/content/queries';
import type { Redirect } from './src/content/types';
import { contentSourceFromEnv } from './src/content/sources';
import { writeOfflineFiles } from './src/build/offline-build';
import { tripOfficesOf } from './src/build/trip-offices';
import { shuttlePageCandidates, tripShuttleOf, withShuttle } from './src/build/trip-shuttle';

/**
 * Plans every page of the tenant's site from content (src/build) and creates it: content pages in
 * every language they exist in, the not-found page per language, and the header and footer Slices
 * per language. A content mistake fails the build naming the document.
 */
let sitemapPages: SitemapPage[] = [];
/** The chat of each language that has one: its provider's sources go into the Content-Security-Policy. */
let chatsOfSite: ChatSettings[] = [];

export const createPages: GatsbyNode['createPages'] = async ({ actions, reporter }) => {
  const tenant = tenantFromEnv(process.env.TENANT);
  const source = contentSourceFromEnv();
  const variants: ImageVariant[] = [];
  const buildImageUrl = process.env.SANITY_PROJECT_ID
    ? sanityImageUrls(process.env.SANITY_PROJECT_ID, process.env.SANITY_DATASET ?? 'production')
    : embeddedImageUrls((variant) => variants.push(variant));
  const warn = (message: string, documentId: string) => reporter.warn(`${message} (document "${documentId}")`);

  let content;
  let siteRedirects: SiteRedirect[];
  let redirects: RedirectTargets;
  try {
    siteRedirects = planRedirects(await source.fetch<Partial<Redirect>[]>(redirectsQuery, { tenant: tenant.id }));
    redirects = redirectTargets(siteRedirects);
    content = await planContentPages({ source, tenant: tenant.id, siteUrl, buildImageUrl, warn, redirects });
  } catch (error) {
    if (error instanceof ContentError) {
      reporter.panicOnBuild(error.message, error);
      return;
    }
    throw error;
  }
  let chrome;
  try {
    chrome = await planChrome({
      source,
      tenant: tenant.id,
      paths: content.paths,
      assets: content.assets,
      buildImageUrl,
      warn,
      redirects,
    });
  } catch (error) {
    // A broken singleton (header, footer, settings) fails the build, naming it.
    if (error instanceof ContentError) {
      reporter.panicOnBuild(error.message, error);
      return;
    }
    throw error;
  }
  // Read by the host before netlify.toml's rules: the redirects answer before the not-found pages.
  mkdirSync('public', { recursive: true });
  writeFileSync(path.join('public', '_redirects'), redirectsFile(siteRedirects));
  reporter.info(`Wrote ${siteRedirects.length} content-managed redirects to public/_redirects`);

  const promotions = await planPromotions({ source, tenant: tenant.id, assets: content.assets, buildImageUrl });
  for (const promotion of promotions) {
    const file = path.join('public', promotionFile(promotion.language));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(promotion));
  }
  // A page's served HTML carries its language's promotion (gatsby-ssr.tsx, first-paint.ts): its
  // fingerprint in the page's context renders the page again when only the promotion changed
  // (an incremental build renders only pages whose context changed, docs/decisions/013).
  const promotionVersions = new Map(
    promotions.map((promotion) => [
      promotion.language,
      createHash('sha256').update(JSON.stringify(promotion)).digest('hex').slice(0, 12),
    ]),
  );

  for (const slice of chrome) {
    actions.createSlice({
      id: `header-${slice.language}`,
      component: path.resolve('src/components/layout/header-slice.tsx'),
      context: slice,
    });
    actions.createSlice({
      id: `footer-${slice.language}`,
      component: path.resolve('src/components/layout/footer-slice.tsx'),
      context: slice,
    });
  }

  const contentPaths = new Set(content.plans.map((plan) => plan.path));
  const basePages = planBasePages(tenant.id, siteUrl)
    .filter((plan) => !contentPaths.has(plan.path))
    .map((plan) => {
      const notFound = chrome.find((slice) => slice.language === plan.context.language)?.notFound;
      return plan.template === 'not-found-page' && notFound
        ? { ...plan, context: { ...plan.context, notFoundText: notFound.text } }
        : plan;
    });
  sitemapPages = content.plans.map((plan) => ({
    path: plan.path,
    language: plan.context.language,
    alternates: plan.context.alternates,
  }));
  const bookingPages = planBookingPages(tenant.id, siteUrl).map((plan) => ({
    ...plan,
    context: { ...plan.context, vehicles: content.vehicleCards[plan.context.language] ?? {} },
  }));
  // The overview shows its trip's offices and the airport shuttle, offline too (issue 40, docs/decisions/049).
  const shuttlePages = shuttlePageCandidates(content.plans);
  const reservationPages = planReservationPages(tenant.id, siteUrl).map((plan) => {
    if (plan.context.page !== 'overview') return plan;
    const slice = chrome.find((candidate) => candidate.language === plan.context.language);
    const offices = tripOfficesOf(slice?.footer ?? null, slice?.settings ?? null);
    return {
      ...plan,
      context: { ...plan.context, offices: withShuttle(offices, tripShuttleOf(shuttlePages, plan.context.language)) },
    };
  });
  // The lease page lists the brand's cars in its language (issue 15).
  const leasePages = planLeasePages(tenant.id, siteUrl).map((plan) => ({
    ...plan,
    context: { ...plan.context, vehicles: Object.values(content.vehicleCards[plan.context.language] ?? {}) },
  }));
  // The chat widget of each language (spec §2), on every page but the booking and reservation ones.
  const chats = new Map(chrome.map((slice) => [slice.language, chatSettingsOf(slice.settings?.chat, process.env)]));
  chatsOfSite = [...chats.values()].filter((chat) => chat !== null);
  for (const plan of [...content.plans, ...basePages, ...bookingPages, ...reservationPages, ...leasePages]) {
    const chat = hidesChat(plan.path) ? null : chats.get(plan.context.language);
    const promotionVersion = promotionVersions.get(plan.context.language);
    actions.createPage({
      path: plan.path,
      component: path.resolve(`src/templates/${plan.template}.tsx`),
      context: {
        ...plan.context,
        strings: pageStrings(plan.context.language, stringsFilesOf(plan.template)),
        ...(chat ? { chat } : {}),
        ...(promotionVersion ? { promotionVersion } : {}),
      },
      slices: { header: `header-${plan.context.language}`, footer: `footer-${plan.context.language}` },
    });
  }

  // The staff desk (issue 29): English and Icelandic, no chat, in no sitemap (src/build/staff-pages.ts). The
  // slices are there for the error page every page is wrapped in (src/i18n/wrap-page.tsx).
  const staffPages = planStaffPages(tenant.id);
  for (const plan of staffPages) {
    actions.createPage({
      path: plan.path,
      component: path.resolve('src/templates/staff-page.tsx'),
      context: { ...plan.context, strings: pageStrings(plan.context.language, ['staff']) },
      slices: { header: `header-${plan.context.language}`, footer: `footer-${plan.context.language}` },
    });
  }

  // The bare page of `npm run bench:site`, in the bench's own build only (src/build/bench-bare.ts).
  if (createsBenchBarePage(process.env)) {
    actions.createSlice({ id: benchBareSlice, component: path.resolve('src/templates/bench-bare-slice.tsx') });
    actions.createPage({
      path: benchBarePath,
      component: path.resolve('src/templates/bench-bare.tsx'),
      context: { benchBare: true },
      slices: { header: benchBareSlice, footer: benchBareSlice },
    });
    reporter.info(`Created the bare page ${benchBarePath} for bench:site (BENCH_BARE_PAGE=1)`);
  }

  if (variants.length > 0) {
    const rendered = await renderImageVariants(variants, path.resolve('public/images'));
    reporter.info(`Rendered ${rendered} image variants`);
  }
  reporter.info(
    `Created ${content.plans.length + basePages.length + bookingPages.length + reservationPages.length + leasePages.length + staffPages.length} pages for tenant "${tenant.id}"`,
  );
};

/**
 * The UI strings a template needs: the search bar's on the pages with a search of their own (home,
 * vehicle lists), the wizard's on booking pages.
 */
function stringsFilesOf(template: TemplateName): StringsFile[] {
  if (template === 'booking-page') return ['common', 'search', 'booking'];
  // The lease flow reuses the booking's payment step and messages, the reservation's error summary and
  // the check-in's licence photo field.
  if (template === 'lease-page') return ['common', 'booking', 'reservation', 'checkin', 'lease'];
  // The reservation pages name price lines, card fields and payment errors as the booking does.
  // The edit wizard reuses the search bar and the booking's steps, so those strings come too; the
  // condition walk's (issue 39) also name the overview's entry.
  if (template === 'reservation-page') {
    return ['common', 'search', 'booking', 'reservation', 'edit', 'checkin', 'lease', 'condition'];
  }
  if (template === 'home-page' || template === 'vehicle-list-page') return ['common', 'search'];
  return ['common'];
}

/** One sitemap per language and robots.txt (spec §2: `/sitemap.xml/` in every language). */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  for (const language of localeCodes) {
    const file = path.join('public', sitemapPath(language));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, sitemapXml(siteUrl, language, sitemapPages));
  }
  writeFileSync(path.join('public', 'robots.txt'), robotsTxt(siteUrl));
  // The service worker, the web app manifests and their icons (issue 40, docs/decisions/049).
  const offline = await writeOfflineFiles(tenantFromEnv(process.env.TENANT).id, 'public');
  reporter.info(`Wrote the service worker (${offline.workerBytes} bytes) and the web app manifests`);
  // Gatsby stitches its scripts slice (with the runtime script tags) into every page on every build,
  // also a content rebuild; a file without the tags (a redirect page) is left as it is. Then every
  // inline script of every written page is hashed for the Content-Security-Policy (docs/decisions/036),
  // which the adapter writes into public/_headers.
  // Each page is also checked to inline the rules of its own markup (docs/decisions/042), and keeps of
  // its template's sheet only the rules its markup can match (docs/decisions/043).
  let deferred = 0;
  const scriptHashes = new Set<string>();
  const sheets = readdirSync('public').filter((name) => name.endsWith('.css'));
  // Each sheet's classes, read once for every page (a page's inlined sheet is the file of its address).
  const classesBySheet = new Map(
    sheets.map((name) => [`/${name}`, classesOfCss(readFileSync(path.join('public', name), 'utf8'))]),
  );
  const styledAnywhere = new Set([...classesBySheet.values()].flatMap((classes) => [...classes]));
  const unstyled: string[] = [];
  // Each page's loader adds the page's own chunks with the runtime's (src/build/page-scripts.ts).
  const pageScripts = pageScriptsReader('public');
  for (const file of htmlFiles('public')) {
    const html = readFileSync(file, 'utf8');
    const withPath = pagePathFromAttribute(html);
    const pagePath = pagePathOf(withPath);
    const rewritten = inlineCriticalTemplateStyles(
      deferRuntimeScripts(withPath, pagePath === undefined ? [] : pageScripts(pagePath)),
    );
    if (rewritten !== html) {
      writeFileSync(file, rewritten);
      deferred += 1;
    }
    for (const hash of inlineScriptHashes(rewritten)) scriptHashes.add(hash);
    const classes = classesStyledElsewhere(rewritten, styledAnywhere, (href) => classesBySheet.get(href));
    if (classes.length > 0) unstyled.push(`${file}: ${classes.join(' ')}`);
  }
  reporter.info(`Runtime scripts of ${deferred} pages start after their first paint`);
  if (unstyled.length > 0) {
    reporter.panic(
      `${unstyled.length} pages use classes whose rules they do not inline (add the CSS to sharedStylesheet in gatsby-node.ts):\n` +
        unstyled.slice(0, 10).join('\n'),
    );
  }
  reporter.info(`Every page inlines the rules of its markup (${sheets.length} stylesheets)`);
  const policy = contentSecurityPolicy({
    scriptHashes,
    chats: chatsOfSite,
    usesSanityImages: Boolean(process.env.SANITY_PROJECT_ID),
  });
  mkdirSync(path.dirname(policyRuleFile), { recursive: true });
  writeFileSync(policyRuleFile, policyHeadersRule(policy));
  reporter.info(`Content-Security-Policy: ${scriptHashes.size} inline script hashes`);
  reporter.info(`Wrote ${localeCodes.length} sitemaps and robots.txt`);
};

function htmlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

/** The framework packages that go in Gatsby's `framework` chunk, Preact among them. */
interface WebpackModule {
  type: string;
  identifier(): string;
}
interface WebpackChunk {
  name?: string | null;
  canBeInitial(): boolean;
}
interface SplitChunksContext {
  chunkGraph: { getModuleChunksIterable(module: WebpackModule): Iterable<WebpackChunk> };
}

/** CSS of markup that gatsby-ssr.tsx writes into pages outside their template: the promotion popup. */
const paintedByTheServer = /[\\/]src[\\/]components[\\/]promotion[\\/]/;

/**
 * Whether a CSS module belongs in the sheet every page inlines: CSS of the app's start, of a Slice, or
 * of markup the server paints in every page.
 */
function sharedStylesheet(module: WebpackModule, { chunkGraph }: SplitChunksContext): boolean {
  if (module.type !== 'css/mini-extract') return false;
  if (paintedByTheServer.test(module.identifier())) return true;
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
    if (chunk.canBeInitial() || chunk.name?.startsWith('slice---')) return true;
  }
  return false;
}

/**
 * Whether a script module is shared by the header or footer Slice and another chunk. Every page loads
 * both Slices, so such a module is needed on every page: it goes into one chunk that every page loads
 * beside them (`chrome-shared`), instead of Gatsby's `shared` groups, which copy a group under 20 KB into
 * each chunk that needs it, so that a few lines more or less in one module (src/domain/money.ts,
 * decision 051) moved 1.8 KB onto every page.
 */
function sharedWithSlices(module: WebpackModule, { chunkGraph }: SplitChunksContext): boolean {
  if (module.type === 'css/mini-extract') return false;
  let inSlice = false;
  let elsewhere = false;
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
    if (chunk.canBeInitial()) return false;
    if (chunk.name?.startsWith('slice---')) inSlice = true;
    else elsewhere = true;
  }
  return inSlice && elsewhere;
}

const frameworkPackages = /(?<!node_modules.*)[\\/]node_modules[\\/](preact|react|react-dom|scheduler|prop-types)[\\/]/;

/**
 * The browser bundle runs on Preact (preact/compat) instead of React: about 12 KB of framework
 * instead of 44 KB on every page (docs/decisions/018). The pages' HTML is still rendered by React
 * at build time (stage build-html), and `gatsby develop` and the tests run React. Both production
 * stages name CSS-module classes short (src/build/short-class-names.ts).
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, getConfig, plugins }) => {
  if (stage !== 'build-javascript' && stage !== 'build-html') return;
  const config = getConfig() as {
    entry: Record<string, string | string[]>;
    resolve: { alias: Record<string, string | false> };
    optimization?: {
      splitChunks?: {
        cacheGroups?: Record<
          string,
          { test?: RegExp | typeof sharedStylesheet } & Partial<
            Record<'name' | 'chunks', string> &
              Record<'priority', number> &
              Record<'enforce' | 'reuseExistingChunk', boolean>
          >
        >;
      };
    };
    plugins: unknown[];
    module: { rules: Parameters<typeof shortenClassNames>[0] };
  };
  // The same short class names in the markup and in the browser's class maps (src/build/short-class-names.ts).
  if (shortenClassNames(config.module.rules) === 0)
    throw new Error('No CSS-module loader found to shorten class names');
  if (stage === 'build-html') {
    actions.replaceWebpackConfig(config);
    return;
  }
  // The prefixed languages' not-found pages, for the runtime's patch (patches/gatsby+5.16.1.patch,
  // decision 023): Gatsby's match paths would put every page of those languages in the app chunk.
  config.plugins.push(plugins.define({ __NOT_FOUND_PAGES__: JSON.stringify(prefixedNotFoundPaths()) }));
  // The scripts a page runs as it starts are compiled while they stream in (src/build/compile-hints.ts).
  config.plugins.push(new CompileHintsPlugin());
  // The runtime starts in three tasks (src/browser/app-entry.ts).
  if (!config.entry.app) throw new Error("Gatsby's webpack config has no `app` entry to start in tasks");
  config.entry.app = path.resolve('src/browser/app-entry.ts');
  const { react: _react, 'react-dom': _reactDom, ...aliases } = config.resolve.alias;
  config.resolve.alias = {
    ...aliases,
    react: 'preact/compat',
    'react-dom/test-utils': 'preact/test-utils',
    'react-dom': 'preact/compat',
    'react/jsx-runtime': 'preact/jsx-runtime',
    // Gatsby's runtime files, for the app chunk's entry (src/browser/app-entry.ts).
    'gatsby-cache': path.join(process.cwd(), '.cache'),
    // Two parts of Gatsby's runtime that this site never runs, out of the `app` chunk of every page
    // (decision 051): the service-worker hook (no plugin answers `registerServiceWorker`; the site's own
    // worker registers from gatsby-browser.tsx) and Partytown's browser file, which acts only in
    // `gatsby develop` but pulls `gatsby-script` whole into the production chunk.
    [path.join(process.cwd(), '.cache', 'register-service-worker.js')]: false,
    [createRequire(path.join(process.cwd(), 'package.json')).resolve(
      'gatsby/dist/internal-plugins/partytown/gatsby-browser.js',
    )]: false,
  };
  const framework = config.optimization?.splitChunks?.cacheGroups?.framework;
  if (framework) framework.test = frameworkPackages;
  // Each page's own stylesheet (decision 042): Gatsby merges every CSS module of the site into one sheet
  // that it inlines in every page. Only the CSS of the app and of the header and footer Slices (which
  // Gatsby inlines only from the app's sheet) stays in that merged sheet; a page template's CSS stays with
  // its chunk, which Gatsby inlines in that template's pages, and a lazy part's (the booking forms, the
  // check-in) comes with that part's code.
  const styles = config.optimization?.splitChunks?.cacheGroups?.styles;
  if (!styles) throw new Error("Gatsby's webpack config has no `styles` group to narrow");
  styles.test = sharedStylesheet;
  const groups = config.optimization?.splitChunks?.cacheGroups;
  if (!groups) throw new Error("Gatsby's webpack config has no split-chunks groups");
  groups.chromeShared = {
    test: sharedWithSlices,
    name: 'chrome-shared',
    chunks: 'all',
    priority: 15,
    enforce: true,
    reuseExistingChunk: true,
  };
  actions.replaceWebpackConfig(config);
};
