import type { LocaleCode } from '../../src/config/locales';
import { rentalTerms } from '../../src/config/rental';
import { tenants } from '../../src/config/tenants';
import { allExchangeRates, loadCatalog, localized } from './catalog.server';
import type { EngineContext } from './context.server';
import { searchSnapshot } from './catalog-cache.server';
import { checkOptions, checkTrip, classSummary, locationSummary, classOf, priceOf } from './offers.server';
import type { QuoteRequest, TripRequest } from './requests';

/** GET /api/locations (issue 5 core contract). */
export async function listLocations({ db, tenant }: EngineContext, locale: LocaleCode) {
  const catalog = await loadCatalog(db, tenant);
  return {
    locations: catalog.locations.map((location) => ({
      ...locationSummary(location, locale),
      pickup: location.pickup,
      return: location.return,
    })),
  };
}

/** GET /api/search-options: what the search bar and the options step need, in one answer. */
export async function searchOptions({ db, tenant }: EngineContext, locale: LocaleCode) {
  const catalog = await loadCatalog(db, tenant);
  const terms = rentalTerms[tenant];
  const exchange = await allExchangeRates(db);
  return {
    tenant,
    highSeason: catalog.highSeason ?? null,
    selfService: catalog.selfServiceEnabled,
    hours: tenants[tenant].hours,
    // A hidden place is not offered (spec §3 Location `hidden`).
    locations: catalog.locations
      .filter((location) => !location.hidden)
      .map((location) => ({
        ...locationSummary(location, locale),
        pickup: location.pickup,
        return: location.return,
        // The content's hours document, so the calendar applies the same rules as the engine (spec §5).
        hours: location.hours,
      })),
    extras: catalog.extras.map((extra) => ({
      id: extra.id,
      name: localized(extra.name, locale),
      pricing: extra.pricing,
      priceEur: extra.priceEur,
      maxPriceEur: extra.maxPriceEur,
      maxQuantity: extra.maxQuantity,
    })),
    insurances: catalog.insurances.map((insurance) => ({
      id: insurance.id,
      name: localized(insurance.name, locale),
      description: localized(insurance.description, locale),
      pricePerDayEur: insurance.pricePerDayEur,
      excessEur: insurance.excessEur,
      included: insurance.included,
    })),
    terms: {
      minimumLeadHours: terms.minimumLeadHours,
      minimumRentalDays: terms.minimumRentalDays,
      maximumRentalDays: terms.maximumRentalDays,
      payNowPercent: terms.payNowPercent,
      freeCancellationHours: terms.freeCancellationHours,
      lateCancellationFeePercent: terms.lateCancellationFeePercent,
      extraDriverPerDayEur: terms.extraDriverPerDayEur,
      freeExtraDrivers: 1,
      maximumExtraDrivers: terms.maximumExtraDrivers,
      oneWayFeeEur: catalog.oneWayFeeEur,
      roadTaxPerDayEur: terms.roadTaxPerDayEur,
    },
    exchangeRates: exchange,
  };
}

/**
 * POST /api/availability: every class with the units free for the whole trip and its all-in price
 * (mandatory charges included: the included insurance, road tax, one-way fee), cheapest first.
 */
export async function availability(context: EngineContext, request: TripRequest) {
  const {
    catalog,
    checked: { trip },
    free,
    pricing,
    promo,
  } = await searchSnapshot(context, request, (catalog) => ({ trip: checkTrip(catalog, request, context.now) }));
  const options = checkOptions(catalog, { extras: [], extraDrivers: 0 });
  const vehicles = catalog.classes
    .map((vehicleClass) => ({
      ...classSummary(vehicleClass),
      available: free.get(vehicleClass.id) ?? 0,
      price: priceOf(catalog, vehicleClass, trip, options, pricing),
    }))
    .sort((a, b) => Number(b.available > 0) - Number(a.available > 0) || a.price.total - b.price.total);
  return {
    search: {
      pickupLocation: locationSummary(trip.pickupLocation, request.locale),
      returnLocation: locationSummary(trip.returnLocation, request.locale),
      pickupAt: trip.pickupLocal,
      returnAt: trip.returnLocal,
      days: trip.days,
      selfService: trip.selfService,
      currency: request.currency,
    },
    ...(promo ? { promoCode: promo } : {}),
    vehicles,
  };
}

/** POST /api/quote: the price of one class with the chosen options. */
export async function quote(context: EngineContext, request: QuoteRequest) {
  const {
    catalog,
    checked: { vehicleClass, trip, options },
    free,
    pricing,
    promo,
  } = await searchSnapshot(context, request, (catalog) => ({
    vehicleClass: classOf(catalog, request.classId),
    trip: checkTrip(catalog, request, context.now),
    options: checkOptions(catalog, request),
  }));
  return {
    quote: {
      ...classSummary(vehicleClass),
      available: free.get(vehicleClass.id) ?? 0,
      days: trip.days,
      selfService: trip.selfService,
      price: priceOf(catalog, vehicleClass, trip, options, pricing),
      ...(promo ? { promoCode: promo } : {}),
    },
  };
}
