import type { EmbeddedDatabase } from './scripts/embedded-database';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __testDatabase?: EmbeddedDatabase }).__testDatabase?.stop();
}
