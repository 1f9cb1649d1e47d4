/**
 * `npm run build`, the deploy's build command (netlify.toml): a Gatsby build that starts clean when
 * the code changed since the last build and reuses Gatsby's cache when only the content did, so an
 * editor's publish builds again only the pages it touched (`npm run bench:rebuild` measures it).
 *
 * Why not always one or the other: Gatsby 5 kept stale page HTML (links to the old CSS) across
 * builds when only styles changed, so a code change gets `gatsby clean`; a content change is what
 * Gatsby's incremental builds are made for (a page whose context is unchanged is not rendered again).
 * docs/decisions/013-incremental-content-builds.md.
 *
 * The code's fingerprint (src/build/code-fingerprint.ts) is kept in `.cache/`. On Netlify, `.cache`
 * and `public` are restored from and saved to Netlify's build cache around the build, with
 * gatsby-adapter-netlify's cache hooks (the site's own adapter adapts nothing, docs/decisions/003).
 *
 * Before Gatsby: a production build checks its environment (server/production-env.ts: Adyen and never the
 * test processor, SITE_URL, DATABASE_URL, SMTP_URL, staff sign-in, secrets, storage; each error names its
 * variable and fails the deploy, README "Deploying a brand"), then the database of DATABASE_URL is migrated and the
 * brand's rental data synced from the content (scripts/deploy-database.ts, docs/decisions/028), so the
 * deploy that goes live can book; either failing fails the deploy. Then the functions are bundled as they
 * deploy (scripts/bundle-functions.mts, docs/decisions/050).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import createNetlifyAdapter from 'gatsby-adapter-netlify';
import { codeFingerprint } from '../src/build/code-fingerprint';
import { isProductionDeploy, siteUrlOf } from '../src/build/site-url';
import { describeEnvProblems, productionEnvProblems } from '../server/production-env';
import { bundleAndCheck } from './bundle-functions.mts';
import { prepareDeployDatabase } from './deploy-database';
import { requireProjectNode } from './node-version.mjs';

requireProjectNode('build');

const root = path.resolve(import.meta.dirname, '..');
const fingerprintFile = path.join(root, '.cache', 'build-fingerprint.json');
const cachedDirectories = ['.cache', 'public'];

type CacheHooks = NonNullable<ReturnType<typeof createNetlifyAdapter>['cache']>;
type CacheReporter = Parameters<CacheHooks['restore']>[0]['reporter'];

function say(message: string): void {
  console.log(`[build] ${message}`);
}

/** The hooks call `info` and `verbose` only; Gatsby's whole reporter is not at hand outside Gatsby. */
const reporter = { info: say, verbose: () => undefined } as unknown as CacheReporter;

function lastFingerprint(): string | undefined {
  try {
    return (JSON.parse(readFileSync(fingerprintFile, 'utf8')) as { fingerprint?: string }).fingerprint;
  } catch {
    return undefined;
  }
}

function gatsby(command: 'clean' | 'build'): void {
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'gatsby'), [command], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * A production deploy's environment, checked first: a live brand must not run on the test processor's
 * public keys, nor without e-mail or staff sign-in. The deploy rehearsal runs netlify-cli's local build,
 * which sets NETLIFY_LOCAL and so is no deploy; it sets DEPLOY_REHEARSAL=true to get the same checks.
 */
function checkProductionEnv(env: NodeJS.ProcessEnv): void {
  if (!isProductionDeploy(env) && env.DEPLOY_REHEARSAL !== 'true') return;
  const problems = productionEnvProblems(env);
  for (const line of describeEnvProblems(problems)) console.log(`[build] ${line}`);
  const errors = problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) {
    throw new Error(
      `A production deploy needs ${errors.map((problem) => problem.variable).join(', ')} set right (README "Deploying a brand").`,
    );
  }
  say('The production environment is complete');
}

try {
  checkProductionEnv(process.env);
  say(`Site address: ${siteUrlOf(process.env)}`);
  await prepareDeployDatabase(process.env);
  // The functions as they deploy (netlify.toml's functions directory), before Gatsby: a function that
  // draws a PDF without its fonts in netlify.toml fails the deploy here, in seconds (docs/decisions/050).
  const withFonts = await bundleAndCheck();
  say(`Functions bundled into .netlify/bundled/functions; the contract's fonts go to ${withFonts.join(', ')}`);
} catch (error) {
  console.error(`[build] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

// Netlify's build cache, on Netlify's build machines only (netlify serve sets NETLIFY_LOCAL).
const netlifyCache =
  process.env.NETLIFY === 'true' && !process.env.NETLIFY_LOCAL ? createNetlifyAdapter().cache : undefined;
if (netlifyCache) await netlifyCache.restore({ directories: cachedDirectories, reporter });

const fingerprint = codeFingerprint(root, process.env);
if (existsSync(path.join(root, 'public')) && lastFingerprint() === fingerprint) {
  say('The code is as it was at the last build: only pages whose content changed are built again');
} else {
  say('The code changed since the last build (or there is none): a clean build');
  gatsby('clean');
}
gatsby('build');
mkdirSync(path.dirname(fingerprintFile), { recursive: true });
writeFileSync(fingerprintFile, JSON.stringify({ fingerprint, builtAt: new Date().toISOString() }));

if (netlifyCache) await netlifyCache.store({ directories: cachedDirectories, reporter });
