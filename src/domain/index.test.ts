import * as domain from './index';

describe('the domain entry point', () => {
  it('re-exports every rule of every module', () => {
    const functions = [
      'isValidDateString',
      'isPastDate',
      'isOldEnough',
      'timeSlots',
      'firstSelectableDate',
      'isDateInSeason',
      'isRangeInSeason',
      'formatPrice',
      'convertFromEur',
      'replacePricePlaceholders',
      'discountPercent',
      'defaultCurrency',
      'toMinorUnits',
      'fromMinorUnits',
      'pickupTimes',
      'returnTimes',
      'isPickupDateUnavailable',
      'isReturnDateUnavailable',
      'nextAvailableReturnDate',
      'isSelfServiceOnly',
      'selectCalendarDate',
      'toggleSection',
      'monthGrid',
      'isPromotionValid',
      'fillTemplate',
      'isPromotionTextShown',
      'countdown',
      'isPromotionHiddenPath',
      'isCheckInOpen',
      'canChangePickupReturn',
      'canUseSelfService',
      'hoursUntil',
      'extraDriversCost',
      'youtubeId',
      'fallbackTitle',
      'statusTitle',
      'requireValue',
      'readTime',
      'withSingleFullStops',
      'localePrefix',
      'homePath',
      'localizedPath',
      'localeFromPath',
      'canonicalUrl',
      'joinSlugs',
      'isValidKennitala',
      'customerSchema',
      'validationErrorFields',
    ];
    for (const name of functions)
      expect([name, typeof (domain as Record<string, unknown>)[name]]).toEqual([name, 'function']);
    expect(Object.keys(domain.fields)).toContain('email');
    expect(domain.messages.emailRequired).toBe('Email is required');
    expect(domain.messageKeys['Email is required']).toBe('emailRequired');
  });
});
