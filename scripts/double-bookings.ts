import type pg from 'pg';

/**
 * Pairs of live reservations of one unit whose blocked times overlap: double bookings, which must be
 * none (the race test, scripts/race-postgres.mts, and the load test, scripts/bench-load.mts).
 */
export async function doubleBookings(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ pairs: number }>(`
    SELECT count(*)::int AS pairs FROM reservations a JOIN reservations b
      ON a.unit_id = b.unit_id AND a.id < b.id
     AND tstzrange(a.pickup_at, a.blocked_until, '[)') && tstzrange(b.pickup_at, b.blocked_until, '[)')
    WHERE a.status IN ('pending_payment', 'confirmed', 'checked_in')
      AND b.status IN ('pending_payment', 'confirmed', 'checked_in')`);
  return rows[0]?.pairs ?? -1;
}
