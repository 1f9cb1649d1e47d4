import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What the built site is made of besides its content: the bundle's and the pages' code. */
const codeFolders = ['src', 'locales', 'static'];
const codeFiles = [
  'gatsby-browser.tsx',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-ssr.tsx',
  'package-lock.json',
  'tsconfig.json',
];

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** The environment read at build time and baked into the pages or the bundle. */
function buildEnvironment(env: NodeJS.ProcessEnv): Record<string, string> {
  const names = Object.keys(env)
    .filter(
      (name) => name.startsWith('GATSBY_') || ['TENANT', 'SITE_URL', 'NODE_ENV', 'BENCH_BARE_PAGE'].includes(name),
    )
    .sort();
  return Object.fromEntries(names.map((name) => [name, env[name] ?? '']));
}

/**
 * A hash of everything a build of `directory` depends on except the content: the code's files
 * (names and bytes), the build-time environment and Node's version. Equal fingerprints mean only the
 * content can differ between two builds (scripts/build.mts, docs/decisions/013).
 */
export function codeFingerprint(directory: string, env: NodeJS.ProcessEnv, nodeVersion = process.version): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ node: nodeVersion, env: buildEnvironment(env) }));
  const files = [
    ...codeFolders.flatMap((folder) => filesUnder(path.join(directory, folder))),
    ...codeFiles.map((file) => path.join(directory, file)).filter((file) => existsSync(file)),
  ].sort();
  for (const file of files) {
    hash.update(path.relative(directory, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}
