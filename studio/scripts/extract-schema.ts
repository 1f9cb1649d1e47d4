/**
 * Validates the site's Sanity schema and writes `schema.json` for `sanity typegen generate`, offline.
 * Sanity's own `sanity schema validate` and `sanity schema extract` ask Sanity's API first and fail
 * without network; this does the same work with the functions they call (decision 017).
 *
 *   tsx studio/scripts/extract-schema.ts [output directory, default studio/]
 *
 * Exits 1 with Sanity's messages when the schema has errors; prints warnings and goes on.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Schema } from '@sanity/schema';
import { builtinTypes, extractSchema, groupProblems, validateSchema } from '@sanity/schema/_internal';
import { schemaTypes } from '../../src/content/schema';

const studio = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const output = resolve(process.argv[2] ?? studio);
const types = [...builtinTypes, ...schemaTypes];

const started = Date.now();
const problems = groupProblems(validateSchema(schemaTypes).getTypes());
let errors = 0;
for (const group of problems) {
  for (const problem of group.problems) {
    const where = group.path.map((segment) => segment.name ?? ('type' in segment ? segment.type : '')).join(' › ');
    console.log(`${problem.severity === 'error' ? 'ERROR' : 'warning'}: ${where}: ${problem.message}`);
    if (problem.severity === 'error') errors += 1;
  }
}
if (errors > 0) {
  console.error(`Sanity schema: ${errors} error(s); fix them in src/content/schema/.`);
  process.exit(1);
}

// Required fields come out as required properties in the generated types (not `field?:`).
const schema = extractSchema(Schema.compile({ name: 'default', types }), { enforceRequiredFields: true });
mkdirSync(output, { recursive: true });
writeFileSync(join(output, 'schema.json'), `${JSON.stringify(schema, null, 2)}\n`);
console.log(
  `Sanity schema: valid, ${schema.length} types written to ${join(output, 'schema.json')} in ${Date.now() - started} ms`,
);
