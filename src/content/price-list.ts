/**
 * A brand's fleet and prices as editors keep them in the Studio (`priceList`, one per brand), checked
 * for what the rental engine could not sell, and turned into the engine's figures. Pure: the Studio's
 * validation and the sync (server/rental/sync.server.ts) run the same checks, so what the Studio lets an
 * editor publish is what the engine takes. Amounts in the document are EUR with cents as decimals (an
 * editor types 39.5); the engine keeps EUR minor units (3950).
 */

/** A day rate that replaces the season's rate from one date to another, both included (Iceland dates). */
export interface RatePeriodInput {
  from?: string;
  to?: string;
  dayRate?: number;
}

export interface RentalClassInput {
  classCode?: string;
  fleetSize?: number;
  deposit?: number;
  lowSeasonRate?: number;
  highSeasonRate?: number;
  ratePeriods?: RatePeriodInput[];
}

export interface RentalExtraInput {
  id?: string;
  name?: Record<string, string | undefined>;
  pricing?: string;
  price?: number;
  maxPrice?: number;
  maxQuantity?: number;
}

export interface InsuranceOptionInput {
  id?: string;
  name?: Record<string, string | undefined>;
  description?: Record<string, string | undefined>;
  pricePerDay?: number;
  excess?: number;
  included?: boolean;
}

export interface CouponInput {
  code?: string;
  percent?: number;
  validFrom?: string;
  validTo?: string;
}

/** The `priceList` document as the content source answers it (every field may be missing in a draft). */
export interface PriceListInput {
  _id?: string;
  classes?: RentalClassInput[];
  extras?: RentalExtraInput[];
  insurances?: InsuranceOptionInput[];
  oneWayFee?: number;
  deliveryFee?: number;
  coupons?: CouponInput[];
}

/** One thing the engine could not sell, with where it is in the document (Sanity's path segments). */
export interface PriceListProblem {
  path: (string | number)[];
  message: string;
}

/** EUR as an editor types it (39.5) in minor units (3950). */
export function eurToMinor(amount: number): number {
  return Math.round(amount * 100);
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function isAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/**
 * What in `priceList` the engine could not sell: a class without a low or high season rate (a bookable
 * day without a price), a negative or missing price, a rate period that ends before it starts or overlaps
 * another, two classes, extras, packages or coupons with one id, not exactly one included insurance.
 * `classCodes`, when given, are the brand's vehicles' classes: each needs an entry (a vehicle on the site
 * the engine could not price). Empty when all is well.
 */
export function priceListProblems(priceList: PriceListInput, classCodes?: readonly string[]): PriceListProblem[] {
  const problems: PriceListProblem[] = [];
  const problem = (path: (string | number)[], message: string) => problems.push({ path, message });
  const amount = (value: unknown, path: (string | number)[], what: string, isRequired = true) => {
    if (value === undefined || value === null) {
      if (isRequired) problem(path, `${what} is missing.`);
    } else if (!isAmount(value)) problem(path, `${what} must be a price of 0 or more.`);
  };

  const classes = priceList.classes ?? [];
  const seenClasses = new Set<string>();
  classes.forEach((rentalClass, index) => {
    const at = ['classes', index];
    const name = rentalClass.classCode ? `Class ${rentalClass.classCode}` : `Class ${index + 1}`;
    if (!rentalClass.classCode) problem([...at, 'classCode'], `${name} has no class code.`);
    else if (seenClasses.has(rentalClass.classCode)) problem([...at, 'classCode'], `${name} is listed twice.`);
    else seenClasses.add(rentalClass.classCode);
    const fleet = rentalClass.fleetSize;
    if (fleet === undefined || !Number.isInteger(fleet) || fleet < 0) {
      problem([...at, 'fleetSize'], `${name}: the fleet size must be a whole number of 0 or more.`);
    }
    amount(rentalClass.deposit, [...at, 'deposit'], `${name}: the deposit`);
    amount(rentalClass.lowSeasonRate, [...at, 'lowSeasonRate'], `${name}: the low-season day rate`);
    amount(rentalClass.highSeasonRate, [...at, 'highSeasonRate'], `${name}: the high-season day rate`);
    const periods = rentalClass.ratePeriods ?? [];
    periods.forEach((period, periodIndex) => {
      const periodAt = [...at, 'ratePeriods', periodIndex];
      amount(period.dayRate, [...periodAt, 'dayRate'], `${name}: the day rate of period ${periodIndex + 1}`);
      if (!period.from || !isoDate.test(period.from) || !period.to || !isoDate.test(period.to)) {
        problem(periodAt, `${name}: period ${periodIndex + 1} needs a first and a last day.`);
      } else if (period.to < period.from) {
        problem(periodAt, `${name}: period ${periodIndex + 1} ends before it starts.`);
      } else {
        const overlapping = periods.findIndex(
          (other, otherIndex) =>
            otherIndex < periodIndex &&
            other.from !== undefined &&
            other.to !== undefined &&
            other.from <= period.to! &&
            period.from! <= other.to,
        );
        if (overlapping >= 0) {
          problem(periodAt, `${name}: period ${periodIndex + 1} overlaps period ${overlapping + 1}.`);
        }
      }
    });
  });
  for (const classCode of classCodes ?? []) {
    if (!seenClasses.has(classCode)) {
      problem(['classes'], `The vehicle class ${classCode} is on the site but has no rates or fleet here.`);
    }
  }

  const seenExtras = new Set<string>();
  (priceList.extras ?? []).forEach((extra, index) => {
    const at = ['extras', index];
    const name = `Extra ${extra.id ?? index + 1}`;
    if (!extra.id) problem([...at, 'id'], `${name} has no id.`);
    else if (seenExtras.has(extra.id)) problem([...at, 'id'], `${name} is listed twice.`);
    else seenExtras.add(extra.id);
    if (!extra.name?.en) problem([...at, 'name'], `${name} has no English name.`);
    if (extra.pricing !== 'perDay' && extra.pricing !== 'perRental') {
      problem([...at, 'pricing'], `${name} is priced neither per day nor per rental.`);
    }
    amount(extra.price, [...at, 'price'], `${name}: the price`);
    amount(extra.maxPrice, [...at, 'maxPrice'], `${name}: the price cap`, false);
    if (extra.maxQuantity === undefined || !Number.isInteger(extra.maxQuantity) || extra.maxQuantity < 1) {
      problem([...at, 'maxQuantity'], `${name}: the most a customer can book must be 1 or more.`);
    }
  });

  const insurances = priceList.insurances ?? [];
  const seenInsurances = new Set<string>();
  insurances.forEach((insurance, index) => {
    const at = ['insurances', index];
    const name = `Insurance ${insurance.id ?? index + 1}`;
    if (!insurance.id) problem([...at, 'id'], `${name} has no id.`);
    else if (seenInsurances.has(insurance.id)) problem([...at, 'id'], `${name} is listed twice.`);
    else seenInsurances.add(insurance.id);
    if (!insurance.name?.en) problem([...at, 'name'], `${name} has no English name.`);
    amount(insurance.pricePerDay, [...at, 'pricePerDay'], `${name}: the price per day`);
    amount(insurance.excess, [...at, 'excess'], `${name}: the excess`);
    if (insurance.included && insurance.pricePerDay !== 0) {
      problem([...at, 'pricePerDay'], `${name} is included in every price, so it costs 0 a day.`);
    }
  });
  if (insurances.filter((insurance) => insurance.included).length !== 1) {
    problem(['insurances'], 'Exactly one insurance package must be included in every price.');
  }

  amount(priceList.oneWayFee, ['oneWayFee'], 'The one-way fee');
  amount(priceList.deliveryFee, ['deliveryFee'], 'The delivery fee', false);

  const seenCoupons = new Set<string>();
  (priceList.coupons ?? []).forEach((coupon, index) => {
    const at = ['coupons', index];
    const name = `Coupon ${coupon.code ?? index + 1}`;
    const code = coupon.code?.trim().toUpperCase();
    if (!code) problem([...at, 'code'], `${name} has no code.`);
    else if (seenCoupons.has(code)) problem([...at, 'code'], `${name} is listed twice.`);
    else seenCoupons.add(code);
    if (
      coupon.percent === undefined ||
      !Number.isInteger(coupon.percent) ||
      coupon.percent < 1 ||
      coupon.percent > 100
    ) {
      problem([...at, 'percent'], `${name}: the discount must be a whole percentage from 1 to 100.`);
    }
    if (!coupon.validFrom || !isoDate.test(coupon.validFrom) || !coupon.validTo || !isoDate.test(coupon.validTo)) {
      problem(at, `${name} needs a first and a last valid day.`);
    } else if (coupon.validTo < coupon.validFrom) {
      problem(at, `${name} ends before it starts.`);
    }
  });
  return problems;
}
