/**
 * The functions as they deploy: each `netlify/functions/*.mts` bundled by esbuild with the packages it
 * imports (drizzle-orm, pg, yup, the Adyen SDK…), tree-shaken, into `.netlify/bundled/functions/`, the
 * folder netlify.toml's `[functions] directory` names. `npm run build` writes it before Gatsby; Netlify then
 * zips each bundle (zip-it-and-ship-it's `nft` bundler, the one it uses for every v2 function: it traces
 * the files a bundle still reads, here only the contract's fonts of the functions that draw a PDF).
 *
 * Why (docs/decisions/050): traced and shipped whole, a function's `node_modules` took 1.1-2.2 s to
 * import on a cold start (drizzle-orm's hundreds of files above all) and every zip carried the fonts.
 * One file per function: Netlify's own step for a v2 function bundles the function's files (not its
 * packages) into one ES module and prefixes it with `require`, `__filename` and `__dirname`; a bundle from
 * here runs only after that step (in the zips, under `netlify serve`), never on its own.
 *
 * The contract's fonts go only to the functions whose bundle reaches `server/contracts/contract-fonts.ts`,
 * by `[functions."name"] included_files` in netlify.toml; `fontProblems` compares the two, the build
 * fails on a difference and `scripts/bundle-functions.test.ts` checks it in `npm test`.
 *
 * `npx tsx scripts/bundle-functions.mts [outdir]` bundles and checks on its own; `--check` bundles in memory
 * and checks only (the unit test's way).
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { fontProblems, functionsNeedingFonts } from './function-fonts';

const root = path.resolve(import.meta.dirname, '..');

/** Where the bundles go, in `functions/` (netlify.toml's `[functions] directory`). */
export const bundleDir = path.join(root, '.netlify', 'bundled');

/** The function sources: every `netlify/functions/*.mts` (their tests live in `netlify/functions/tests`). */
export function functionSources(projectRoot = root): string[] {
  const folder = path.join(projectRoot, 'netlify', 'functions');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.mts'))
    .sort()
    .map((name) => path.join(folder, name));
}

export interface BundleOptions {
  outdir?: string;
  /** false: bundle in memory only (the test reads the import graph, writes nothing). */
  write?: boolean;
}

/** Bundles every function; answers esbuild's metafile (the import graph of each bundle). */
export async function bundleFunctions({ outdir = bundleDir, write = true }: BundleOptions = {}) {
  if (write) rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: functionSources(),
    outdir,
    write,
    bundle: true,
    // One file per function, no shared chunks: Netlify bundles a v2 function's own files into one anyway.
    entryNames: 'functions/[name]',
    outExtension: { '.js': '.mjs' },
    format: 'esm',
    platform: 'node',
    target: 'node24',
    // React (the e-mails' renderer) picks its production build by NODE_ENV; Netlify does not set it.
    define: { 'process.env.NODE_ENV': '"production"' },
    // pg's optional native binding, required only when asked for (`pg.native`), which the site never is.
    external: ['pg-native'],
    // No banner for `require`, `__filename`, `__dirname` (which the CommonJS packages inside use): Netlify
    // prefixes every ES module function with its own (zip-it-and-ship-it's CJS_SHIM), and a second
    // declaration of the same names would not load.
    metafile: true,
    logLevel: 'warning',
  });
  return result.metafile;
}

/** Bundles into `outdir` and fails on a font problem: the build's step before Gatsby. */
export async function bundleAndCheck(outdir = bundleDir, write = true): Promise<string[]> {
  const metafile = await bundleFunctions({ outdir, write });
  const problems = fontProblems(metafile, readFileSync(path.join(root, 'netlify.toml'), 'utf8'));
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return functionsNeedingFonts(metafile);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const started = performance.now();
  const checkOnly = process.argv[2] === '--check';
  const outdir = path.resolve(checkOnly ? bundleDir : (process.argv[2] ?? bundleDir));
  bundleAndCheck(outdir, !checkOnly).then(
    (withFonts) => {
      console.log(
        `Functions bundled ${checkOnly ? 'in memory' : `into ${path.relative(root, outdir)}`} in ${Math.round(performance.now() - started)} ms; with the contract's fonts: ${withFonts.join(', ')}`,
      );
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
