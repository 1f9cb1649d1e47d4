/**
 * The real Gatsby default starter beside the site in `npm run bench:site` (issue 41): its pages,
 * components, images and gatsby-config are vendored in scripts/bench-starter/ (README there: the
 * commit, the licence, what was left out), and built here with the project's own `gatsby` and the
 * starter's plugins as installed by `npm ci` (devDependencies), nothing downloaded at run time. The
 * build is kept while nothing it is made of changed: the starter's files and the versions of the
 * packages that build it (`starterFingerprint`).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The packages the starter's package.json names: their installed versions are part of its build. */
export const starterPackages = [
  'gatsby',
  'gatsby-plugin-image',
  'gatsby-plugin-manifest',
  'gatsby-plugin-sharp',
  'gatsby-source-filesystem',
  'gatsby-transformer-sharp',
  'react',
  'react-dom',
] as const;

/** What Gatsby writes in the starter's folder, which is not what the build is made of. */
const builtFolders = new Set(['public', '.cache', 'node_modules']);

function filesUnder(folder: string, top = true): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return top && builtFolders.has(entry.name) ? [] : filesUnder(full, false);
    return [full];
  });
}

/** The version of each package as installed under `nodeModules` (`missing` when it is not there). */
export function installedVersions(nodeModules: string): Record<string, string> {
  return Object.fromEntries(
    starterPackages.map((name) => {
      const file = path.join(nodeModules, name, 'package.json');
      const version = existsSync(file)
        ? ((JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version ?? 'unknown')
        : 'missing';
      return [name, version];
    }),
  );
}

/** A hash of the starter's files (names and bytes, not its build output) and the packages' versions. */
export function starterFingerprint(starterDir: string, versions: Record<string, string>): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(versions));
  for (const file of filesUnder(starterDir).sort()) {
    hash.update(path.relative(starterDir, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Where the fingerprint of the last build is kept (Gatsby's cache folder: a `gatsby clean` forgets it). */
const fingerprintFile = (starterDir: string) => path.join(starterDir, '.cache', 'bench-fingerprint.json');

/**
 * Builds the starter into `<starterDir>/public` unless its last build has the same fingerprint and its
 * home page is there. Returns whether it built, and how long it took.
 */
export function buildStarter(root: string, starterDir: string): { built: boolean; seconds: number } {
  const started = performance.now();
  const fingerprint = starterFingerprint(starterDir, installedVersions(path.join(root, 'node_modules')));
  const file = fingerprintFile(starterDir);
  const last = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { fingerprint?: string }).fingerprint
    : undefined;
  if (last === fingerprint && existsSync(path.join(starterDir, 'public', 'index.html'))) {
    return { built: false, seconds: (performance.now() - started) / 1000 };
  }
  const build = spawnSync(path.join(root, 'node_modules', '.bin', 'gatsby'), ['build'], {
    cwd: starterDir,
    stdio: 'ignore',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  });
  if (build.status !== 0) {
    throw new Error(
      `The starter's build failed: run \`npx gatsby build\` in ${path.relative(root, starterDir)} to see why`,
    );
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ fingerprint }));
  return { built: true, seconds: (performance.now() - started) / 1000 };
}
