// The Studio's checks, offline (docs/decisions/017), as one `npm test` stage or on their own:
//   node scripts/studio.mjs [check | typegen | install]
// check (default): installs studio/ when its node_modules is missing (`npm ci --prefix studio`, from
//   the registry), validates the Sanity schema (no errors), fails when schema.json or
//   src/content/sanity.types.d.ts is out of date with the schema or the queries, typechecks studio/
//   and builds the Studio (`sanity build`). Prints how long each step takes.
// typegen: rewrites studio/schema.json and src/content/sanity.types.d.ts (`npm run typegen`).
// install: only the install (`npm run studio` starts with it).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const studio = path.join(root, 'studio');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const sanity = path.join(studio, 'node_modules/.bin/sanity');
// The Sanity CLI's usage telemetry would call Sanity's API; nothing leaves the machine.
const env = { ...process.env, DO_NOT_TRACK: '1', SANITY_TELEMETRY_DISABLED: '1' };

function step(name, command, args, options = {}) {
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit', env, cwd: root, ...options });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (run.error) console.error(`Could not run ${command}: ${run.error.message}`);
  console.log(`--- studio: ${name} ${run.status === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
  if (run.status !== 0) process.exit(run.status ?? 1);
}

function install() {
  if (existsSync(path.join(studio, 'node_modules/.bin/sanity'))) return;
  step('install (npm ci --prefix studio)', 'npm', ['ci', '--prefix', 'studio', '--no-audit', '--no-fund']);
}

/** Extracts the schema and generates the types into `directory` (studio/ and src/content when omitted). */
function generate(directory) {
  step('schema validation and extraction', tsx, [
    'studio/scripts/extract-schema.ts',
    ...(directory ? [directory] : []),
  ]);
  step('typegen', sanity, ['typegen', 'generate'], {
    cwd: studio,
    env: { ...env, ...(directory ? { TYPEGEN_OUTPUT_DIR: directory } : {}) },
  });
}

install();
if (process.argv[2] === 'install') process.exit(0);
if (process.argv[2] === 'typegen') {
  generate();
  process.exit(0);
}

// Generated again beside the committed files (inside the project, so Prettier formats them alike).
const fresh = path.join(studio, '.sanity/typegen-check');
rmSync(fresh, { recursive: true, force: true });
mkdirSync(fresh, { recursive: true });
generate(fresh);
const stale = [
  ['studio/schema.json', path.join(fresh, 'schema.json')],
  ['src/content/sanity.types.d.ts', path.join(fresh, 'sanity.types.d.ts')],
].filter(([committed, generated]) => {
  const file = path.join(root, committed);
  return !existsSync(file) || readFileSync(file, 'utf8') !== readFileSync(generated, 'utf8');
});
if (stale.length > 0) {
  console.error(
    `Out of date with the schema (src/content/schema) or the queries (src/content/queries.ts): ${stale
      .map(([file]) => file)
      .join(', ')}. Run \`npm run typegen\` and commit the result.`,
  );
  process.exit(1);
}
console.log('--- studio: generated types are up to date');
step('typecheck', path.join(root, 'node_modules/.bin/tsc'), ['-p', 'studio']);
step('build (sanity build)', sanity, ['build', '--yes'], { cwd: studio });
