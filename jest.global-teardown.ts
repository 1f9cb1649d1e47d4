import type { EmbeddedDatabase } from './scripts/embedded-database';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __testDatabase?: EmbeddedDatabase }).__testDatabase?.stop();
  await (globalThis as { __staffIdentity?: { close(): Promise<void> } }).__staffIdentity?.close();
  await (globalThis as { __testProcessor?: { close(): Promise<void> } }).__testProcessor?.close();
}
