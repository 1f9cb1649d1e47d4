/**
 * @jest-environment node
 */
import { eq } from 'drizzle-orm';
import { contentSourceFromEnv } from '../../src/content/sources';
import { reservations } from '../db/schema';
import { paymentProcessorFromEnv } from '../payments/index.server';
import { book, bookingRequest, instant, payByCard, useEngineBench } from '../testing/engine.server';
import { editReservation, type EditRequest } from './changes.server';
import { quote } from './search.server';
import { loadConditionSettings } from '../condition/condition.server';
import { defaultConditionSettings } from '../../src/domain/condition';
import { readRentalContent, RentalDataError, syncTenant, type RentalContent } from './sync.server';

/**
 * A booking keeps the price it was sold at (server/rental/README.md "A booking keeps its price"); quotes,
 * new bookings and changes take the rates in force after a sync. The edit below is what an editor would
 * publish: the Aygo X from 39 € to 45.50 € a low-season day, and a rate period of 99 € a day on 20 and
 * 21 March 2027 (both included).
 */

const aygo = 'car-toyota-aygo-x';
const now = '2027-01-10T12:00';

const bench = useEngineBench(now);

function newPrices(content: RentalContent): RentalContent {
  const priceList = content.priceList;
  if (!priceList) throw new Error('The car brand has no price list');
  return {
    ...content,
    priceList: {
      ...priceList,
      classes: (priceList.classes ?? []).map((entry) =>
        entry.classCode === aygo
          ? {
              ...entry,
              lowSeasonRate: 45.5,
              ratePeriods: [{ _type: 'ratePeriod', _key: 'easter', from: '2027-03-20', to: '2027-03-21', dayRate: 99 }],
            }
          : entry,
      ),
    },
  } as RentalContent;
}

const quoteTotal = async (pickupAt: string, returnAt: string) =>
  (await quote(bench.context(now), bookingRequest(aygo, pickupAt, returnAt))).quote.price.total;

describe('a sync of new rates', () => {
  it('leaves a sold booking at its price, and prices quotes and changes at the new rates', async () => {
    const { row, session } = await book(bench, now, bookingRequest(aygo, '2027-03-10T10:00', '2027-03-13T10:00'));
    await payByCard(bench, now, row.reference, session);
    // 3 × 39 € = 117 €.
    expect(row.total).toBe(11700);

    const content = await readRentalContent(contentSourceFromEnv(process.env, { live: true }), 'car');
    await syncTenant(bench.db, 'car', newPrices(content), instant(now));

    const [stored] = await bench.db.select().from(reservations).where(eq(reservations.id, row.id));
    expect(stored).toMatchObject({ total: 11700, price: row.price });

    // 3 × 45.50 € = 136.50 €, shown and charged in whole euros: 137 €.
    expect(await quoteTotal('2027-03-10T10:00', '2027-03-13T10:00')).toBe(13700);
    // 19 March 45.50 €, 20 and 21 March 99 € (the period, both ends), 22 March 45.50 €: 289 €.
    expect(await quoteTotal('2027-03-19T10:00', '2027-03-23T10:00')).toBe(28900);
    // The day after the period is back at the season's rate: 22 and 23 March, 91 €.
    expect(await quoteTotal('2027-03-22T10:00', '2027-03-24T10:00')).toBe(9100);

    // A change is priced at the rates in force: 4 × 45.50 € = 182 €; 117 € paid.
    const changed = await editReservation(
      bench.context(now),
      paymentProcessorFromEnv(),
      row.reference,
      { returnAt: '2027-03-14T10:00' } as EditRequest,
      session,
    );
    expect(changed).toMatchObject({ total: 18200, paid: 11700 });
  });
});

describe('a sync of the condition photo rules (issue 39)', () => {
  it('takes the published rules, refuses rules it cannot use, and keeps the brand’s defaults without any', async () => {
    const content = await readRentalContent(contentSourceFromEnv(process.env, { live: true }), 'car');
    expect(content.settings?.conditionPhotos?.angles).toEqual(defaultConditionSettings.car.angles);
    expect(await loadConditionSettings(bench.db, 'car')).toEqual(defaultConditionSettings.car);

    const edited = {
      angles: ['front', 'back', 'dashboard'],
      maxDamagePhotos: 3,
      retentionDays: 45,
      returnOpensHoursBefore: 6,
    };
    const withRules = (conditionPhotos: unknown) =>
      ({ ...content, settings: { ...content.settings, conditionPhotos } }) as RentalContent;
    await syncTenant(bench.db, 'car', withRules(edited), instant(now));
    expect(await loadConditionSettings(bench.db, 'car')).toEqual(edited);

    const refused = syncTenant(bench.db, 'car', withRules({ ...edited, angles: ['Front', 'damage'] }), instant(now));
    await expect(refused).rejects.toBeInstanceOf(RentalDataError);
    await expect(refused).rejects.toThrow('"Front" is not an angle key');
    expect(await loadConditionSettings(bench.db, 'car')).toEqual(edited);

    await syncTenant(bench.db, 'car', withRules(undefined), instant(now));
    expect(await loadConditionSettings(bench.db, 'car')).toEqual(defaultConditionSettings.car);
  });
});
