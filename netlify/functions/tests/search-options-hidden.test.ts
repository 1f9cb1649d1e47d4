/**
 * @jest-environment node
 */
import { and, eq } from 'drizzle-orm';
import { closeDatabase, getDatabase } from '../../../server/db/client.server';
import { locations } from '../../../server/db/schema';
import { ApiClient } from '../../../server/testing/api-client.server';
import searchOptions from '../search-options.mts';
import { pinClock } from './fixtures';

const hiddenId = `hidden-${process.pid}`;
const everyDay = { isSameHoursAllDays: true, allDaysHours: { from: '08:00', to: '18:00' } };

describe('GET /api/search-options and hidden places (spec §3 Location `hidden`)', () => {
  const client = new ApiClient();
  const whereHidden = and(eq(locations.tenant, 'car'), eq(locations.id, hiddenId));

  beforeAll(async () => {
    await getDatabase()
      .insert(locations)
      .values({
        tenant: 'car',
        id: hiddenId,
        title: { en: 'Seyðisfjörður ferry terminal' },
        pickup: true,
        return: true,
        hours: { id: hiddenId, hidden: true, operatingHoursHighSeason: everyDay, operatingHoursLowSeason: everyDay },
        position: 99,
      });
  });
  beforeEach(() => pinClock('2027-01-10T12:00:00Z'));
  afterAll(async () => {
    await getDatabase().delete(locations).where(whereHidden);
    await closeDatabase();
  });

  it('does not offer a hidden place, and offers the others', async () => {
    const { status, body } = await client.call<{ locations: { id: string }[] }>(searchOptions, {
      path: '/api/search-options?locale=en',
    });
    expect(status).toBe(200);
    const ids = body.locations.map((location) => location.id);
    expect(ids).toContain('kef');
    expect(ids).not.toContain(hiddenId);
  });
});
