import {
  checkPhotoMeta,
  conditionPurgeAt,
  conditionSettingsOf,
  conditionSettingsProblems,
  conditionStages,
  conditionStagesOpen,
  defaultConditionSettings,
  isConditionStage,
  isStageOpen,
  missingAngles,
  type ConditionReservation,
} from './condition';

/**
 * Every instant here is pinned in UTC (Iceland's time all year); `npm run test:tz` runs this file again
 * in New York and Shanghai, so a visitor west or east of Iceland gets the same walks.
 */
const at = (iso: string) => new Date(iso);
const car = defaultConditionSettings.car;

const rental = (overrides: Partial<ConditionReservation> = {}): ConditionReservation => ({
  status: 'confirmed',
  pickupAt: at('2027-07-14T10:00:00Z'),
  returnAt: at('2027-07-20T10:00:00Z'),
  pickedUpAt: null,
  returnedAt: null,
  selfService: false,
  ...overrides,
});

describe('conditionStagesOpen', () => {
  it('opens the pickup walk when the desk hands the car over, not at the booked time', () => {
    expect(conditionStagesOpen(rental(), car, at('2027-07-14T10:30:00Z'))).toBeNull();
    const handedOver = rental({ pickedUpAt: at('2027-07-14T10:42:00Z') });
    expect(conditionStagesOpen(handedOver, car, at('2027-07-14T10:41:59Z'))).toBeNull();
    expect(conditionStagesOpen(handedOver, car, at('2027-07-14T10:42:00Z'))).toBe('pickup');
    // Handed over early (the desk's mark, 09:15): open from then.
    expect(
      conditionStagesOpen(rental({ pickedUpAt: at('2027-07-14T09:15:00Z') }), car, at('2027-07-14T09:20:00Z')),
    ).toBe('pickup');
  });

  it('opens a self-service pickup at the booked pickup time', () => {
    const selfService = rental({ selfService: true });
    expect(conditionStagesOpen(selfService, car, at('2027-07-14T09:59:59Z'))).toBeNull();
    expect(conditionStagesOpen(selfService, car, at('2027-07-14T10:00:00Z'))).toBe('pickup');
  });

  it('offers the return walk from returnOpensHoursBefore the booked return, keeping the pickup open to add to', () => {
    const out = rental({ pickedUpAt: at('2027-07-14T10:05:00Z') });
    expect(conditionStagesOpen(out, car, at('2027-07-19T09:59:59Z'))).toBe('pickup');
    expect(conditionStagesOpen(out, car, at('2027-07-19T10:00:00Z'))).toBe('return');
    expect(isStageOpen(out, car, 'pickup', at('2027-07-19T12:00:00Z'))).toBe(true);
    expect(isStageOpen(out, car, 'return', at('2027-07-19T12:00:00Z'))).toBe(true);
    // The return walk is never offered before the pickup walk started (a one-day rental handed over late).
    const short = rental({ returnAt: at('2027-07-15T10:00:00Z'), pickedUpAt: at('2027-07-14T12:00:00Z') });
    expect(conditionStages(short, car).map((window) => window.opensAt.toISOString())).toEqual([
      '2027-07-14T12:00:00.000Z',
      '2027-07-14T12:00:00.000Z',
    ]);
    expect(conditionStagesOpen(short, car, at('2027-07-14T12:00:00Z'))).toBe('return');
  });

  it('closes every walk at the desk’s return mark, and opens none on a cancelled or unpaid reservation', () => {
    const back = rental({ pickedUpAt: at('2027-07-14T10:05:00Z'), returnedAt: at('2027-07-20T09:40:00Z') });
    expect(conditionStagesOpen(back, car, at('2027-07-20T09:39:00Z'))).toBeNull();
    expect(isStageOpen(back, car, 'pickup', at('2027-07-20T09:39:00Z'))).toBe(false);
    expect(conditionStages(back, car).map((window) => window.closedAt?.toISOString())).toEqual([
      '2027-07-20T09:40:00.000Z',
      '2027-07-20T09:40:00.000Z',
    ]);
    for (const status of ['cancelled', 'expired', 'pending_payment']) {
      const other = rental({ status, pickedUpAt: at('2027-07-14T10:05:00Z'), selfService: true });
      expect(conditionStagesOpen(other, car, at('2027-07-15T10:00:00Z'))).toBeNull();
    }
    expect(
      conditionStagesOpen(rental({ status: 'checked_in', selfService: true }), car, at('2027-07-15T10:00:00Z')),
    ).toBe('pickup');
  });

  it('gives a lease its delivery walk and a check every monthlyCheckEveryDays until the end', () => {
    const lease = rental({
      pickupAt: at('2027-01-04T09:00:00Z'),
      returnAt: at('2027-04-04T09:00:00Z'),
      pickedUpAt: at('2027-01-04T11:00:00Z'),
    });
    const settings = defaultConditionSettings.longterm;
    expect(conditionStages(lease, settings).map((window) => [window.stage, window.opensAt.toISOString()])).toEqual([
      ['delivery', '2027-01-04T11:00:00.000Z'],
      ['check-1', '2027-02-03T09:00:00.000Z'],
      ['check-2', '2027-03-05T09:00:00.000Z'],
    ]);
    expect(conditionStagesOpen(lease, settings, at('2027-02-03T08:59:59Z'))).toBe('delivery');
    expect(conditionStagesOpen(lease, settings, at('2027-02-03T09:00:00Z'))).toBe('check-1');
    expect(conditionStagesOpen(lease, settings, at('2027-03-20T09:00:00Z'))).toBe('check-2');
    expect(isConditionStage(lease, settings, 'check-3')).toBe(false);
    expect(isConditionStage(lease, settings, 'pickup')).toBe(false);
    expect(isConditionStage(rental(), car, 'return')).toBe(true);
  });
});

describe('checkPhotoMeta', () => {
  const base = { angle: 'front', sequence: 1, takenAt: '2027-07-14T10:02:11Z' };

  it('takes a required angle with the phone’s time as said, and a place when given', () => {
    expect(checkPhotoMeta({ ...base, takenAt: '2027-07-14T06:02:11-04:00' }, car)).toEqual({
      ok: true,
      meta: {
        angle: 'front',
        sequence: 1,
        takenAt: at('2027-07-14T10:02:11Z'),
        note: null,
        position: null,
        place: null,
      },
    });
    const place = { latitude: 63.985, longitude: -22.605, accuracy: 12.5 };
    expect(checkPhotoMeta({ ...base, place }, car)).toMatchObject({ ok: true, meta: { place } });
    expect(checkPhotoMeta({ ...base, place: { latitude: 63.9, longitude: -22.6 } }, car)).toMatchObject({
      ok: true,
      meta: { place: { latitude: 63.9, longitude: -22.6, accuracy: null } },
    });
  });

  it('asks a damage photo for a note and a place on the outline', () => {
    const damage = { ...base, angle: 'damage', note: ' Scratch\n on the door ', position: { x: 0.25, y: 1 } };
    expect(checkPhotoMeta(damage, car)).toMatchObject({
      ok: true,
      meta: { note: 'Scratch on the door', position: { x: 0.25, y: 1 } },
    });
    expect(checkPhotoMeta({ ...damage, note: '   ' }, car)).toMatchObject({ ok: false, code: 'note_required' });
    expect(checkPhotoMeta({ ...damage, position: { x: 1.2, y: 0 } }, car)).toMatchObject({
      ok: false,
      code: 'invalid_meta',
      fields: { position: expect.any(String) },
    });
    expect(checkPhotoMeta({ ...damage, note: 'x'.repeat(281) }, car)).toMatchObject({
      ok: false,
      fields: { note: expect.any(String) },
    });
    expect(checkPhotoMeta({ ...damage, note: 'ö'.repeat(280) }, car)).toMatchObject({ ok: true });
    // The desk, which has no outline to tap, may leave the position out, but not give a wrong one.
    const { position: _left, ...withoutPosition } = damage;
    expect(checkPhotoMeta(withoutPosition, car, { requirePosition: false })).toMatchObject({
      ok: true,
      meta: { position: null },
    });
    expect(checkPhotoMeta(withoutPosition, car)).toMatchObject({ ok: false, fields: { position: expect.any(String) } });
    expect(checkPhotoMeta({ ...damage, position: { x: 2, y: 0 } }, car, { requirePosition: false })).toMatchObject({
      ok: false,
      fields: { position: expect.any(String) },
    });
  });

  it('refuses an angle the company does not ask for, and details that are not what they say', () => {
    expect(checkPhotoMeta({ ...base, angle: 'awning' }, car)).toMatchObject({ ok: false, code: 'invalid_angle' });
    expect(checkPhotoMeta({ ...base, angle: 'awning' }, defaultConditionSettings.camper)).toMatchObject({ ok: true });
    expect(checkPhotoMeta('front', car)).toMatchObject({ ok: false, code: 'invalid_meta' });
    expect(checkPhotoMeta({ ...base, extra: 1 }, car)).toMatchObject({
      ok: false,
      fields: { extra: 'Unknown field.' },
    });
    for (const takenAt of ['2027-07-14', '2027-07-14T10:02:11', 'yesterday', '1999-12-31T23:59:59Z', 12]) {
      expect(checkPhotoMeta({ ...base, takenAt }, car)).toMatchObject({
        ok: false,
        fields: { takenAt: expect.any(String) },
      });
    }
    for (const sequence of [0, 1.5, '1', 10_000]) {
      expect(checkPhotoMeta({ ...base, sequence }, car)).toMatchObject({
        ok: false,
        fields: { sequence: expect.any(String) },
      });
    }
    expect(checkPhotoMeta({ ...base, place: { latitude: 91, longitude: 0 } }, car)).toMatchObject({
      ok: false,
      fields: { place: expect.any(String) },
    });
  });
});

describe('missingAngles', () => {
  it('names each required angle without a photo, in the walk’s order; damage photos count for none', () => {
    expect(missingAngles(car, [{ angle: 'back' }, { angle: 'damage' }, { angle: 'front' }])).toEqual([
      'left',
      'right',
      'windscreen',
      'dashboard',
    ]);
    expect(
      missingAngles(
        car,
        car.angles.map((angle) => ({ angle })),
      ),
    ).toEqual([]);
  });
});

describe('conditionPurgeAt', () => {
  const returnAt = at('2027-07-20T10:00:00Z');

  it('is retentionDays after the desk’s return mark, else after the booked return', () => {
    expect(conditionPurgeAt({ returnedAt: null, returnAt, retentionDays: 90, claims: [] })?.toISOString()).toBe(
      '2027-10-18T10:00:00.000Z',
    );
    expect(
      conditionPurgeAt({
        returnedAt: at('2027-07-21T08:00:00Z'),
        returnAt,
        retentionDays: 30,
        claims: [],
      })?.toISOString(),
    ).toBe('2027-08-20T08:00:00.000Z');
  });

  it('waits while a claim is open, and after a closed one for the later of the two dates', () => {
    expect(
      conditionPurgeAt({ returnedAt: null, returnAt, retentionDays: 90, claims: [{ closedAt: null }] }),
    ).toBeNull();
    const closedLate = { closedAt: at('2027-12-01T12:00:00Z') };
    expect(
      conditionPurgeAt({ returnedAt: null, returnAt, retentionDays: 90, claims: [closedLate] })?.toISOString(),
    ).toBe('2028-02-29T12:00:00.000Z');
    const closedEarly = { closedAt: at('2027-07-25T12:00:00Z') };
    expect(
      conditionPurgeAt({ returnedAt: null, returnAt, retentionDays: 90, claims: [closedEarly] })?.toISOString(),
    ).toBe('2027-10-23T12:00:00.000Z');
    expect(
      conditionPurgeAt({ returnedAt: null, returnAt, retentionDays: 90, claims: [closedLate, { closedAt: null }] }),
    ).toBeNull();
  });
});

describe('condition settings from the content', () => {
  it('take valid settings and fall back to the brand’s defaults otherwise', () => {
    const valid = {
      angles: ['front', 'living-area'],
      maxDamagePhotos: 3,
      retentionDays: 60,
      returnOpensHoursBefore: 12,
    };
    expect(conditionSettingsProblems(valid)).toEqual([]);
    expect(conditionSettingsOf('car', valid)).toEqual(valid);
    expect(conditionSettingsOf('camper', null)).toEqual(defaultConditionSettings.camper);
    expect(defaultConditionSettings.camper.angles).toEqual(expect.arrayContaining(['living-area', 'awning']));
    expect(conditionSettingsOf('longterm', { ...valid, angles: [] })).toEqual(defaultConditionSettings.longterm);
  });

  it('name every problem of settings that cannot be taken', () => {
    expect(
      conditionSettingsProblems({
        angles: ['front', 'Front', 'damage', 'front'],
        maxDamagePhotos: -1,
        retentionDays: 0,
        returnOpensHoursBefore: 1.5,
        monthlyCheckEveryDays: 2,
      }),
    ).toEqual([
      'Condition photos: "Front" is not an angle key (lowercase words joined by -).',
      'Condition photos: "damage" is not an angle key (lowercase words joined by -).',
      'Condition photos: an angle is named twice.',
      'Condition photos: maxDamagePhotos must be a whole number from 0 to 50.',
      'Condition photos: retentionDays must be a whole number from 1 to 3650.',
      'Condition photos: returnOpensHoursBefore must be a whole number from 0 to 720.',
      'Condition photos: monthlyCheckEveryDays must be a whole number from 7 to 366.',
    ]);
    expect(conditionSettingsProblems(undefined)).toEqual(['The condition photo settings are missing.']);
  });
});
