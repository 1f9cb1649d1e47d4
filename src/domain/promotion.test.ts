import { DateTime } from 'luxon';
import {
  countdown,
  fillTemplate,
  isPromotionHiddenPath,
  isPromotionTextShown,
  isPromotionValid,
  nextPromotionBanner,
  parsePromotionBanner,
  promotionInstant,
  promotionOnLoad,
  type PromotionDates,
} from './promotion';

const blackFriday: PromotionDates = {
  from: { date: '2026-11-20', time: '00:00' },
  to: { date: '2026-11-30', time: '23:59' },
};

describe('isPromotionValid (spec §4: strictly between from and to in Atlantic/Reykjavik)', () => {
  it('is valid inside the period', () => {
    expect(isPromotionValid(blackFriday, new Date('2026-11-25T12:00:00Z'))).toBe(true);
  });

  it('is not valid at the exact start or end instant', () => {
    expect(isPromotionValid(blackFriday, new Date('2026-11-20T00:00:00Z'))).toBe(false);
    expect(isPromotionValid(blackFriday, new Date('2026-11-20T00:00:00.001Z'))).toBe(true);
    expect(isPromotionValid(blackFriday, new Date('2026-11-30T23:58:59.999Z'))).toBe(true);
    expect(isPromotionValid(blackFriday, new Date('2026-11-30T23:59:00Z'))).toBe(false);
  });

  it('reads the times in Iceland, not in the visitor’s zone', () => {
    // 19:30 on the 19th in New York is already 00:30 on the 20th in Reykjavik.
    expect(isPromotionValid(blackFriday, new Date('2026-11-19T19:30:00-05:00'))).toBe(true);
    // 07:30 on the 20th in Shanghai is still 23:30 on the 19th in Reykjavik.
    expect(isPromotionValid(blackFriday, new Date('2026-11-20T07:30:00+08:00'))).toBe(false);
  });

  it('is not valid with malformed dates or times', () => {
    const malformed = { ...blackFriday, to: { date: '2026-11-31', time: '23:59' } };
    expect(isPromotionValid(malformed, new Date('2026-11-25T12:00:00Z'))).toBe(false);
    const badTime = { ...blackFriday, from: { date: '2026-11-20', time: '25:00' } };
    expect(isPromotionValid(badTime, new Date('2026-11-25T12:00:00Z'))).toBe(false);
    expect(isPromotionValid(blackFriday, new Date('nonsense'))).toBe(false);
  });
});

describe('fillTemplate (spec §3: {promoCode}, {percentage}, {expiryDate})', () => {
  it('replaces every known placeholder, each time it appears', () => {
    expect(
      fillTemplate('Use {promoCode} for {percentage}% off. {promoCode} ends {expiryDate}.', {
        promoCode: 'WINTER',
        percentage: 15,
        expiryDate: '30 Nov',
      }),
    ).toBe('Use WINTER for 15% off. WINTER ends 30 Nov.');
  });

  it('leaves a placeholder whose value is missing, and unknown placeholders', () => {
    expect(fillTemplate('{promoCode} {percentage} {name}', { promoCode: 'X' })).toBe('X {percentage} {name}');
  });

  it('writes a zero percentage', () => {
    expect(fillTemplate('{percentage}%', { percentage: 0 })).toBe('0%');
  });
});

describe('isPromotionTextShown (spec §5: hidden if text, promo code or percentage is missing)', () => {
  const complete = { text: 'Save {percentage}%', promoCode: 'WINTER', percentage: 15 };

  it('is shown when all three are there', () => {
    expect(isPromotionTextShown(complete)).toBe(true);
  });

  it.each([
    ['text', { ...complete, text: undefined }],
    ['empty text', { ...complete, text: '  ' }],
    ['promo code', { ...complete, promoCode: undefined }],
    ['empty promo code', { ...complete, promoCode: '' }],
    ['percentage', { ...complete, percentage: undefined }],
    ['zero percentage', { ...complete, percentage: 0 }],
  ])('is hidden without %s', (_missing, template) => {
    expect(isPromotionTextShown(template)).toBe(false);
  });
});

describe('countdown (spec §4: stops and shows zeros at the end time)', () => {
  const end = blackFriday.to;

  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(countdown(end, new Date('2026-11-28T20:58:30Z'))).toEqual({ days: 2, hours: 3, minutes: 0, seconds: 30 });
  });

  it('rounds a partial second down', () => {
    expect(countdown(end, new Date('2026-11-30T23:58:58.500Z'))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it('shows zeros at and after the end', () => {
    const zeros = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(countdown(end, new Date('2026-11-30T23:59:00Z'))).toEqual(zeros);
    expect(countdown(end, new Date('2027-01-01T00:00:00Z'))).toEqual(zeros);
  });

  it('counts the same for visitors in any zone', () => {
    expect(countdown(end, new Date('2026-11-30T18:58:00-05:00'))).toEqual({
      days: 0,
      hours: 0,
      minutes: 1,
      seconds: 0,
    });
  });

  it('shows zeros for a malformed end', () => {
    expect(countdown({ date: '2026-02-30', time: '10:00' }, new Date('2026-01-01T00:00:00Z'))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });
});

describe('isPromotionHiddenPath (spec §2, §4: not on booking pages)', () => {
  it('hides the promotion under /book/ in every language and on reservation paths', () => {
    for (const path of [
      '/book/vehicles/',
      '/is/book/options/',
      '/zh/book/error/',
      '/reservation/',
      '/de/reservation/cancel/',
    ]) {
      expect(isPromotionHiddenPath(path)).toBe(true);
    }
  });

  it('shows it on content pages, including ones whose words resemble booking', () => {
    for (const path of ['/', '/is/', '/cars/4x4/', '/blog/booking-tips/', '/books/', '/de/']) {
      expect(isPromotionHiddenPath(path)).toBe(false);
    }
  });
});

describe('promotionInstant', () => {
  it('reads the date and time in Atlantic/Reykjavik, as luxon does in the zone, on a day of every week from 2024 to 2040', () => {
    for (let day = DateTime.utc(2024, 1, 1); day.year <= 2040; day = day.plus({ days: 7 })) {
      const date = day.toISODate() ?? '';
      const inZone = DateTime.fromISO(`${date}T23:59`, { zone: 'Atlantic/Reykjavik' });
      expect(promotionInstant({ date, time: '23:59' })).toBe(inZone.toMillis());
    }
  });

  it('is null for a malformed date or time', () => {
    expect(promotionInstant({ date: '2026-02-30', time: '10:00' })).toBeNull();
    expect(promotionInstant({ date: '2026-02-01', time: '24:00' })).toBeNull();
  });
});

describe('promotionOnLoad (spec §4: the popup, else the banner, else nothing)', () => {
  const promotion = { promoCode: 'BLACK20', validDates: blackFriday };
  const visit = { path: '/', now: new Date('2026-11-25T12:00:00Z'), dismissedCode: null, couponCode: null };

  it('opens the popup on a content page while valid, not applied and not dismissed', () => {
    expect(promotionOnLoad(promotion, visit)).toBe('popup');
    expect(promotionOnLoad(promotion, { ...visit, dismissedCode: 'SUMMER10' })).toBe('popup');
  });

  it('shows the banner instead when this code was dismissed before', () => {
    expect(promotionOnLoad(promotion, { ...visit, dismissedCode: 'BLACK20' })).toBe('banner');
  });

  it('shows nothing once the code is applied, outside the dates, or on a booking page', () => {
    expect(promotionOnLoad(promotion, { ...visit, couponCode: 'BLACK20' })).toBe('none');
    expect(promotionOnLoad(promotion, { ...visit, now: new Date('2026-12-01T00:00:00Z') })).toBe('none');
    expect(promotionOnLoad(promotion, { ...visit, path: '/is/book/vehicles/' })).toBe('none');
    expect(promotionOnLoad(promotion, { ...visit, path: '/reservation/AB12/', dismissedCode: 'BLACK20' })).toBe('none');
  });
});

describe('nextPromotionBanner (spec §3 client state promotion-banner: active, open counter, headline)', () => {
  const shown = (isPopupOpen: boolean, isBannerActive: boolean, wasPopupOpen: boolean) => ({
    isPopupOpen,
    isBannerActive,
    wasPopupOpen,
  });

  it('counts an opening of the popup, not the time it stays open', () => {
    const opened = nextPromotionBanner(null, shown(true, false, false), 'Winter offer');
    expect(opened).toEqual({ active: false, openCounter: 1, headline: 'Winter offer' });
    expect(nextPromotionBanner(opened, shown(true, false, true), 'Winter offer')).toBe(opened);
    expect(nextPromotionBanner(opened, shown(false, true, true), 'Winter offer')).toEqual({
      active: true,
      openCounter: 1,
      headline: 'Winter offer',
    });
  });

  it('follows the banner and its headline in the language shown', () => {
    const kept = { active: true, openCounter: 4, headline: 'Winter offer' };
    expect(nextPromotionBanner(kept, shown(false, true, false), 'Vetrartilboð')).toEqual({
      ...kept,
      headline: 'Vetrartilboð',
    });
    expect(nextPromotionBanner(kept, shown(false, false, false), 'Winter offer')).toEqual({ ...kept, active: false });
  });
});

describe('parsePromotionBanner', () => {
  it('reads back what was kept and refuses anything else', () => {
    expect(parsePromotionBanner('{"active":true,"openCounter":2,"headline":"Winter offer"}')).toEqual({
      active: true,
      openCounter: 2,
      headline: 'Winter offer',
    });
    for (const raw of [
      null,
      '',
      'not json',
      '[]',
      '{"active":"yes","openCounter":1,"headline":""}',
      '{"active":true,"openCounter":-1,"headline":""}',
    ]) {
      expect(parsePromotionBanner(raw)).toBeNull();
    }
  });
});
