/**
 * The functions as they deploy: each `netlify/functions/*.mts` bundled by esbuild with the packages it
 * imports (drizzle-orm, pg, yup, the Adyen SDK…), tree-shaken, into `.netlify/bundled/functions/`, the
 * folder netlify.toml's `[functions] directory` names (their shared chunks in `.netlify/bundled/chunks/`). `npm run build` writes it before Gatsby; Netlify then
 * zips each bundle (zip-it-and-ship-it's `nft` bundler, the one it uses for every v2 function: it traces
 * the files a bundle still reads, here only the contract's fonts of the functions that draw a PDF).
 *
 * Why (docs/decisions/050): traced and shipped whole, a function's `node_modules` took 1.1-2.2 s to
 * import on a cold start (drizzle-orm's hundreds of files above all) and every zip carried the fonts.
 * One file per function, code split into shared chunks so that a module reached only by `import()` (the
 * PDF library, say) is read from disk only when a request needs it.
 *
 * The contract's fonts go only to the functions whose bundle reaches `server/contracts/contract-fonts.ts`,
 * by `[functions."name"] included_files` in netlify.toml; `fontProblems` compares the two, the build
 * fails on a difference and `scripts/bundle-functions.test.ts` checks it in `npm test`.
 *
 * `npx tsx scripts/bundle-functions.mts [outdir]` bundles and checks on its own.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { parse as parseToml } from 'smol-toml';

const root = path.resolve(import.meta.dirname, '..');

/** Where the bundles go: `functions/` (netlify.toml's `[functions] directory`) and the chunks they share. */
export const bundleDir = path.join(root, '.netlify', 'bundled');
/** The module that reads the contract's font files at run time (relative to the project, as esbuild names inputs). */
export const fontModule = 'server/contracts/contract-fonts.ts';
/** The font files a PDF-drawing function ships, as netlify.toml lists them. */
export const fontFiles = [
  'node_modules/@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  'node_modules/@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
];

/** The function sources: every `netlify/functions/*.mts` (their tests live in `netlify/functions/tests`). */
export function functionSources(projectRoot = root): string[] {
  const folder = path.join(projectRoot, 'netlify', 'functions');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.mts'))
    .sort()
    .map((name) => path.join(folder, name));
}

/**
 * ES modules as the functions' runtime loads them. CommonJS packages inside a bundle still call
 * `require` (Node's built-ins) and read `__dirname`; the banner gives them both, as Netlify's own
 * bundling of a v2 function does.
 */
const banner = [
  "import { createRequire as __bundleCreateRequire } from 'node:module';",
  "import { fileURLToPath as __bundleFileURLToPath } from 'node:url';",
  "import { dirname as __bundleDirname } from 'node:path';",
  'const require = __bundleCreateRequire(import.meta.url);',
  'const __filename = __bundleFileURLToPath(import.meta.url);',
  'const __dirname = __bundleDirname(__filename);',
].join(' ');

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
    splitting: true,
    // Beside the functions' folder, not in it: Netlify takes every file of that folder for a function.
    entryNames: 'functions/[name]',
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    format: 'esm',
    platform: 'node',
    target: 'node24',
    // React (the e-mails' renderer) picks its production build by NODE_ENV; Netlify does not set it.
    define: { 'process.env.NODE_ENV': '"production"' },
    // pg's optional native binding, required only when asked for (`pg.native`), which the site never is.
    external: ['pg-native'],
    banner: { js: banner },
    metafile: true,
    logLevel: 'warning',
  });
  return result.metafile;
}

/** The name of the function an output file is the entry of (`check-in-contract`), if it is one. */
function functionOf(output: Metafile['outputs'][string]): string | undefined {
  const entry = output.entryPoint;
  return entry?.startsWith('netlify/functions/') ? path.basename(entry, '.mts') : undefined;
}

/**
 * The functions whose bundle can reach the font module: through static imports and through `import()`
 * (a chunk a request may load), as the zip would need the fonts for either.
 */
export function functionsNeedingFonts(metafile: Metafile): string[] {
  const needing: string[] = [];
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const name = functionOf(output);
    if (!name) continue;
    const seen = new Set<string>();
    const queue = [file];
    let reaches = false;
    while (queue.length > 0 && !reaches) {
      const current = queue.pop() as string;
      if (seen.has(current)) continue;
      seen.add(current);
      const chunk = metafile.outputs[current];
      if (!chunk) continue;
      if (fontModule in chunk.inputs) reaches = true;
      for (const imported of chunk.imports) if (!imported.external) queue.push(imported.path);
    }
    if (reaches) needing.push(name);
  }
  return needing.sort();
}

type FunctionsConfig = Record<string, { included_files?: string[] } | unknown>;

/** The functions netlify.toml gives the font files to (`[functions."name"] included_files`). */
export function functionsGivenFonts(netlifyToml: string): string[] {
  const functions = ((parseToml(netlifyToml) as { functions?: FunctionsConfig }).functions ?? {}) as FunctionsConfig;
  return Object.entries(functions)
    .filter(([, value]) => {
      const files = (value as { included_files?: unknown } | undefined)?.included_files;
      return Array.isArray(files) && fontFiles.every((font) => files.includes(font));
    })
    .map(([name]) => name)
    .sort();
}

/** Where netlify.toml and the import graph disagree: a PDF function without its fonts, or fonts where none is drawn. */
export function fontProblems(metafile: Metafile, netlifyToml: string): string[] {
  const needing = functionsNeedingFonts(metafile);
  const given = functionsGivenFonts(netlifyToml);
  const problems: string[] = [];
  for (const name of needing.filter((candidate) => !given.includes(candidate))) {
    problems.push(
      `${name} reaches ${fontModule} (it draws a PDF), but netlify.toml gives it no fonts: add a [functions."${name}"] block with the font files as included_files`,
    );
  }
  for (const name of given.filter((candidate) => !needing.includes(candidate))) {
    problems.push(
      `netlify.toml gives ${name} the fonts, but its bundle never reaches ${fontModule}: remove its [functions."${name}"] block (or its fonts)`,
    );
  }
  return problems;
}

/** Bundles into `outdir` and fails on a font problem: the build's step before Gatsby. */
export async function bundleAndCheck(outdir = bundleDir): Promise<string[]> {
  const metafile = await bundleFunctions({ outdir });
  const problems = fontProblems(metafile, readFileSync(path.join(root, 'netlify.toml'), 'utf8'));
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return functionsNeedingFonts(metafile);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const started = performance.now();
  const outdir = path.resolve(process.argv[2] ?? bundleDir);
  bundleAndCheck(outdir).then(
    (withFonts) => {
      console.log(
        `Functions bundled into ${path.relative(root, outdir)} in ${Math.round(performance.now() - started)} ms; with the contract's fonts: ${withFonts.join(', ')}`,
      );
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
