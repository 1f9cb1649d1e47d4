/**
 * `npm run bench:rebuild [-- --runs=3]`: how long an editor's one-document publish takes to build,
 * against a clean build of the same brand (TENANT, default car), both with the deploy's build command
 * (scripts/build.mts). Each run builds clean from a copy of the embedded dataset, then edits the
 * English "About us" page's first paragraph in the copy and builds again; it checks the edit is on the
 * built page and prints the medians, the pages each build rendered and the ratio (goal: the edit at
 * most a quarter of the clean build). At the end the copy's original text is built once more, so
 * public/ holds the dataset's site again. Figures only: the goal is read by people, not asserted.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
/** The embedded dataset (src/content/sources/embedded-source.ts). */
const defaultDatasetFolder = path.join(root, 'content');
const tenant = process.env.TENANT ?? 'car';
const runs = Number(/^--runs=(\d+)$/.exec(process.argv.find((arg) => arg.startsWith('--runs=')) ?? '')?.[1] ?? 3);
const editedId = `${tenant}-en-page-about`;

interface Build {
  seconds: number;
  /** Pages whose HTML Gatsby rendered, from its "Building static HTML for pages … N/M" line. */
  rendered: string;
}

/** Runs the deploy's build over the dataset in `dataset`, timing it and reading Gatsby's page count. */
function build(dataset: string): Promise<Build> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/build.mts'], {
      cwd: root,
      env: { ...process.env, TENANT: tenant, CONTENT_DATASET: dataset, CI: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) {
        console.error(output);
        reject(new Error(`The build exited with ${code}`));
        return;
      }
      // eslint-disable-next-line no-control-regex -- Gatsby's progress output carries terminal escapes
      const plain = output.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');
      const rendered = /Building static HTML for pages - [\d.]+s - (\d+\/\d+)/.exec(plain)?.[1] ?? '?';
      resolve({ seconds, rendered });
    });
  });
}

type Document = Record<string, unknown> & { _id: string };

/** The dataset file and line of the edited document, and a way to write its first text anew. */
function editor(dataset: string): { file: string; write: (prefix: string) => void } {
  const file = readdirSync(dataset)
    .map((name) => path.join(dataset, name))
    .find((candidate) => readFileSync(candidate, 'utf8').includes(`"_id":"${editedId}"`));
  if (!file) throw new Error(`No document ${editedId} in the dataset`);
  const original = readFileSync(file, 'utf8');
  return {
    file,
    write(prefix) {
      const lines = original.split('\n').map((line) => {
        if (!line.includes(`"_id":"${editedId}"`)) return line;
        const document = JSON.parse(line) as Document;
        const text = JSON.stringify(document);
        // The first span of the page's rich text: what an editor changes when fixing a sentence.
        const at = text.indexOf('"text":"') + '"text":"'.length;
        return JSON.stringify(JSON.parse(`${text.slice(0, at)}${prefix}${text.slice(at)}`));
      });
      writeFileSync(file, lines.join('\n'));
    },
  };
}

function aboutPageHtml(): string {
  const file = path.join(root, 'public', 'about-us', 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/** The median build of `builds` by time (the lower middle one of an even count). */
function median(builds: Build[]): Build {
  const sorted = [...builds].sort((a, b) => a.seconds - b.seconds);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error('No build to take the median of');
  return middle;
}

function describe(builds: Build[]): string {
  const last = builds.at(-1);
  return last ? `${last.seconds.toFixed(1)} s (${last.rendered} pages)` : '-';
}

const dataset = mkdtempSync(path.join(tmpdir(), 'bench-rebuild-'));
try {
  for (const name of readdirSync(defaultDatasetFolder).filter((entry) => entry.endsWith('.ndjson'))) {
    cpSync(path.join(defaultDatasetFolder, name), path.join(dataset, name));
  }
  const edit = editor(dataset);
  const clean: Build[] = [];
  const edited: Build[] = [];
  for (let run = 1; run <= runs; run += 1) {
    edit.write('');
    rmSync(path.join(root, '.cache', 'build-fingerprint.json'), { force: true });
    clean.push(await build(dataset));
    const marker = `Edited for bench run ${run}. `;
    edit.write(marker);
    edited.push(await build(dataset));
    if (!aboutPageHtml().includes(marker)) throw new Error(`Run ${run}: the edit is not on /about-us/ after the build`);
    console.log(`run ${run}: ${describe(clean)} clean, ${describe(edited)} after the edit`);
  }
  edit.write('');
  const reverted = await build(dataset);

  const cleanBuild = median(clean);
  const editBuild = median(edited);
  console.log(`\nbench:rebuild, brand ${tenant}, ${runs} run${runs === 1 ? '' : 's'} (medians)`);
  console.log(
    `  clean build                    ${cleanBuild.seconds.toFixed(1)} s   ${cleanBuild.rendered} pages rendered`,
  );
  console.log(
    `  one-document edit, rebuilt     ${editBuild.seconds.toFixed(1)} s   ${editBuild.rendered} pages rendered`,
  );
  console.log(
    `  the edit taken back, rebuilt   ${reverted.seconds.toFixed(1)} s   ${reverted.rendered} pages rendered`,
  );
  console.log(
    `  ratio edit / clean             ${(editBuild.seconds / cleanBuild.seconds).toFixed(2)}   (goal: at most 0.25)`,
  );
} finally {
  rmSync(dataset, { recursive: true, force: true });
}
