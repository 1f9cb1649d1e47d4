import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Anonymous visitor sessions (spec §6: a session check runs on most routes). Sessions live in the
 * database, never in a function's memory, so any number of function instances can serve a visitor.
 */
export const sessions = pgTable('sessions', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  tenant: text('tenant').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Reservation references this session has proved (reference + email or last name). */
  provenReservations: jsonb('proven_reservations')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
});
