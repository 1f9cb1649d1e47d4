import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type * as yup from 'yup';
import { api } from '../../api-client/client';
import type { LeaseQuoteAnswer, LeaseSearchRequest, SearchOptions } from '../../api-client/types';
import type { BookingVehicleCard } from '../../build/plan-content';
import type { Currency } from '../../config/currencies';
import type { LeaseSettings } from '../../config/lease';
import type { LocaleCode } from '../../config/locales';
import { addDays } from '../../domain/dates';
import { pickupTimes, type HoursOptions } from '../../domain/hours';
import { leaseEndDateRange, leaseMonthsOffered, type LeaseLimits } from '../../domain/lease';
import { leaseSearchSchema } from '../../domain/lease-validation';
import { useTranslation } from '../../i18n/TranslationProvider';
import type { LeaseError } from '../../machines/lease.machine';
import { ErrorSummary, type FieldProblem } from '../reservation/ErrorSummary';
import { StepHeading } from '../booking/StepHeading';
import { Field, fieldId } from '../ui/Field';
import { LeaseQuote } from './LeaseQuote';
import { useLeaseMessage } from './use-lease-message';
import * as booking from '../booking/booking.module.css';
import * as styles from './lease.module.css';
import { translateFirst } from '../../i18n/translate';

type SearchForm = yup.InferType<ReturnType<typeof leaseSearchSchema>> & { classId: string };

const fieldOrder = [
  'classId',
  'leaseStartDate',
  'months',
  'leaseEndDate',
  'pickupTime',
  'deliveryTime',
  'deliveryLocation.address',
  'deliveryLocation.zipcode',
  'deliveryLocation.city',
] as const;

interface LeaseSearchStepProps {
  settings: LeaseSettings;
  options: SearchOptions;
  vehicles: BookingVehicleCard[];
  initial: LeaseSearchRequest | null;
  classId: string | null;
  today: string;
  currency: Currency;
  language: LocaleCode;
  /** A refusal of the engine for this search, on its field. */
  error: LeaseError | null;
  onSubmit: (search: LeaseSearchRequest) => void;
}

function formOf(initial: LeaseSearchRequest | null, classId: string | null): Partial<SearchForm> {
  if (!initial) {
    return { classId: classId ?? '', leaseStartDate: '', lengthBy: 'months', months: 3, handover: 'office' };
  }
  return {
    classId: initial.classId,
    leaseStartDate: initial.leaseStartDate,
    lengthBy: initial.months ? 'months' : 'endDate',
    ...(initial.months ? { months: initial.months } : {}),
    leaseEndDate: initial.leaseEndDate ?? '',
    handover: initial.handover,
    pickupTime: initial.pickupTime ?? '',
    deliveryTime: initial.deliveryTime ?? '',
    ...(initial.deliveryLocation ? { deliveryLocation: initial.deliveryLocation } : {}),
  };
}

/** The form as the API takes it (docs/api.md Leases). */
function requestOf(form: SearchForm, currency: Currency, language: LocaleCode): LeaseSearchRequest {
  return {
    classId: form.classId,
    leaseStartDate: form.leaseStartDate,
    ...(form.lengthBy === 'endDate' ? { leaseEndDate: form.leaseEndDate ?? '' } : { months: Number(form.months) }),
    handover: form.handover,
    ...(form.handover === 'office' ? { pickupTime: form.pickupTime ?? '' } : {}),
    ...(form.handover === 'delivery'
      ? {
          deliveryTime: form.deliveryTime ?? '',
          ...(form.deliveryLocation ? { deliveryLocation: form.deliveryLocation } : {}),
        }
      : {}),
    currency,
    locale: language,
  };
}

/** The lease's price for a complete search, asked again when the search changes (after a short pause). */
function useLeaseQuote(request: LeaseSearchRequest | null) {
  const key = request ? JSON.stringify(request) : null;
  const [state, setState] = useState<{ key: string; quote?: LeaseQuoteAnswer; error?: LeaseError } | null>(null);
  useEffect(() => {
    if (!key || !request) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api.quoteLease(request, controller.signal).then(
        (quote) => {
          if (!controller.signal.aborted) setState({ key, quote });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const { code = 'unexpected', message = '', fields } = error as Partial<LeaseError>;
          setState({ key, error: { code, message, ...(fields ? { fields } : {}) } });
        },
      );
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `request` is described by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (!key) return null;
  return state?.key === key ? state : { key, loading: true as const };
}

/**
 * Step 1 of a lease (issue 15): the car, the start date, the length in whole months or up to an end
 * date within the brand's limits, and the handover: pickup at the office, or delivery to an address in
 * the area at a slot. Dates and times follow the place's rules (spec §5 Search). The price per month,
 * the total, what is due now, the deposit and every fee show as soon as the search is complete.
 */
export function LeaseSearchStep(props: LeaseSearchStepProps) {
  const { settings, options, vehicles, initial, classId, today, currency, language, error, onSubmit } = props;
  const { t } = useTranslation();
  const message = useLeaseMessage();
  const schema = useMemo(() => leaseSearchSchema(settings.deliveryPostcodes), [settings]);
  const [attempt, setAttempt] = useState(0);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<SearchForm>({
    resolver: yupResolver(schema) as never,
    defaultValues: formOf(initial, classId),
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const form = useWatch({ control }) as Partial<SearchForm>;
  const limits: LeaseLimits = {
    minimumDays: options.terms.minimumRentalDays,
    maximumDays: options.terms.maximumRentalDays,
  };
  const leadDays = Math.ceil(options.terms.minimumLeadHours / 24);
  const firstStart = addDays(today, leadDays);
  const hasStart = /^\d{4}-\d{2}-\d{2}$/.test(form.leaseStartDate ?? '') && (form.leaseStartDate ?? '') >= firstStart;
  const hoursOptions: HoursOptions = {
    ...(options.highSeason ? { highSeason: options.highSeason } : {}),
    selfServiceEnabled: options.selfService,
  };
  const placeId = form.handover === 'delivery' ? settings.deliveryLocationId : settings.officeLocationId;
  const place = options.locations.find((location) => location.id === placeId);
  const startDate = form.leaseStartDate ?? '';
  const slots = useMemo(
    () => (hasStart && place ? pickupTimes(place.hours, startDate, hoursOptions) : []),
    // The place's hours and the options change only with the search options.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [hasStart, place, startDate],
  );
  const closedDay = hasStart && slots.length === 0;
  const monthsOffered = hasStart
    ? leaseMonthsOffered(form.leaseStartDate ?? '', settings.monthsOffered, limits)
    : [...settings.monthsOffered];
  const endRange = hasStart ? leaseEndDateRange(form.leaseStartDate ?? '', limits) : null;

  // A complete, valid search is priced at once (before the first click, issue 15).
  const complete = useMemo(() => {
    try {
      const valid = schema.validateSync(form, { abortEarly: true }) as SearchForm;
      if (!hasStart || closedDay || !form.classId) return null;
      const time = valid.handover === 'delivery' ? valid.deliveryTime : valid.pickupTime;
      if (!slots.some((slot) => slot.time === time)) return null;
      return requestOf({ ...valid, classId: form.classId }, currency, language);
    } catch {
      // Not complete yet: no price until it is.
      return null;
    }
  }, [form, schema, hasStart, closedDay, slots, currency, language]);
  const quote = useLeaseQuote(complete);

  const serverFields = { ...(error?.fields ?? {}), ...(quote && 'error' in quote ? (quote.error?.fields ?? {}) : {}) };
  const errorOf = (name: (typeof fieldOrder)[number]): string | undefined => {
    const [group, inner] = name.split('.') as [keyof SearchForm, string | undefined];
    const own = inner
      ? (errors.deliveryLocation as Record<string, { message?: string }> | undefined)?.[inner]?.message
      : (errors[group] as { message?: string } | undefined)?.message;
    if (name === 'leaseStartDate' && !own && closedDay) return t('lease.search.closedDay');
    if (name === 'deliveryLocation.address' && !own) {
      const whole = (errors.deliveryLocation as { message?: string } | undefined)?.message;
      if (whole) return message(whole);
    }
    return message(own ?? serverFields[name]);
  };
  const problems: FieldProblem[] = fieldOrder
    .map((name) => ({ fieldId: fieldId(name), message: errorOf(name) ?? '' }))
    .filter((problem) => problem.message !== '');

  const submit = handleSubmit(
    (valid) => {
      // A search the engine refused (its length, its start) stays here with the engine's message.
      const refused = Boolean(quote && 'error' in quote && quote.error);
      if (closedDay || !complete || refused) {
        if (closedDay) setError('leaseStartDate', { type: 'place', message: t('lease.search.closedDay') });
        setAttempt((count) => count + 1);
        return;
      }
      onSubmit(complete);
      void valid;
    },
    () => setAttempt((count) => count + 1),
  );
  const quoted = quote && 'quote' in quote ? quote.quote?.quote : undefined;
  const names = Object.fromEntries(
    [...options.extras, ...options.insurances].map((option) => [option.id, option.name]),
  );

  return (
    <form className={booking.step} onSubmit={(event) => void submit(event)} aria-labelledby="step-title" noValidate>
      <StepHeading>
        <span id="step-title">{t('lease.search.title')}</span>
      </StepHeading>
      <p className={booking.muted}>{t('lease.search.intro', { min: limits.minimumDays, max: limits.maximumDays })}</p>
      {/* react-hook-form calls the invalid handler before its errors reach the render: the summary's
          focus waits for the problems (an attempt of 0 until they are there). */}
      {attempt > 0 ? <ErrorSummary problems={problems} attempt={problems.length > 0 ? attempt : 0} /> : null}
      {error && !error.fields ? (
        <p role="alert" className={booking.errorMessage}>
          {error.message}
        </p>
      ) : null}

      <fieldset className={booking.fieldset}>
        <legend>{t('lease.search.vehicle')}</legend>
        <Field announce name="classId" label={t('lease.search.car')} error={errorOf('classId')}>
          {(inputProps) => (
            <select {...inputProps} {...register('classId')}>
              <option value="">{t('lease.search.chooseCar')}</option>
              {vehicles.map((vehicle) => (
                <option key={vehicle.classCode} value={vehicle.classCode}>
                  {vehicle.title}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>

      <fieldset className={booking.fieldset}>
        <legend>{t('lease.search.period')}</legend>
        <Field
          announce
          name="leaseStartDate"
          label={t('lease.search.startDate')}
          hint={t('lease.search.startDateHint', { date: firstStart })}
          error={errorOf('leaseStartDate')}
        >
          {(inputProps) => <input {...inputProps} {...register('leaseStartDate')} type="date" min={firstStart} />}
        </Field>
        <fieldset className={booking.radioGroup}>
          <legend>{t('lease.search.lengthBy')}</legend>
          <label className={booking.checkRow}>
            <input type="radio" value="months" {...register('lengthBy')} />
            <span>{t('lease.search.byMonths')}</span>
          </label>
          <label className={booking.checkRow}>
            <input type="radio" value="endDate" {...register('lengthBy')} />
            <span>{t('lease.search.byEndDate')}</span>
          </label>
        </fieldset>
        {form.lengthBy === 'endDate' ? (
          <Field
            announce
            name="leaseEndDate"
            label={t('lease.search.endDate')}
            hint={endRange ? t('lease.search.endDateHint', endRange) : undefined}
            error={errorOf('leaseEndDate')}
          >
            {(inputProps) => (
              <input
                {...inputProps}
                {...register('leaseEndDate')}
                type="date"
                {...(endRange ? { min: endRange.first, max: endRange.last } : {})}
              />
            )}
          </Field>
        ) : (
          <Field announce name="months" label={t('lease.search.months')} error={errorOf('months')}>
            {(inputProps) => (
              <select {...inputProps} {...register('months')}>
                {monthsOffered.map((months) => (
                  <option key={months} value={months}>
                    {t('lease.search.month', { count: months })}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </fieldset>

      <fieldset className={booking.fieldset}>
        <legend>{t('lease.search.handover')}</legend>
        <fieldset className={booking.radioGroup}>
          <legend className={styles.visuallyHidden}>{t('lease.search.handover')}</legend>
          <label className={booking.checkRow}>
            <input type="radio" value="office" {...register('handover')} />
            <span>{t('lease.search.office')}</span>
          </label>
          <label className={booking.checkRow}>
            <input type="radio" value="delivery" {...register('handover')} />
            <span>{t('lease.search.delivery')}</span>
          </label>
        </fieldset>
        {form.handover === 'delivery' ? (
          <>
            <p className={booking.muted}>{t('lease.search.deliveryArea')}</p>
            <div className={booking.fieldGrid}>
              <Field
                announce
                name="deliveryLocation.address"
                label={t('lease.search.deliveryAddress')}
                error={errorOf('deliveryLocation.address')}
              >
                {(inputProps) => (
                  <input {...inputProps} {...register('deliveryLocation.address')} autoComplete="street-address" />
                )}
              </Field>
              <Field
                announce
                name="deliveryLocation.zipcode"
                label={t('lease.search.deliveryZipcode')}
                error={errorOf('deliveryLocation.zipcode')}
              >
                {(inputProps) => (
                  <input
                    {...inputProps}
                    {...register('deliveryLocation.zipcode')}
                    inputMode="numeric"
                    autoComplete="postal-code"
                  />
                )}
              </Field>
              <Field
                announce
                name="deliveryLocation.city"
                label={t('lease.search.deliveryCity')}
                error={errorOf('deliveryLocation.city')}
              >
                {(inputProps) => (
                  <input {...inputProps} {...register('deliveryLocation.city')} autoComplete="address-level2" />
                )}
              </Field>
            </div>
            <Field announce name="deliveryTime" label={t('lease.search.deliveryTime')} error={errorOf('deliveryTime')}>
              {(inputProps) => (
                <select {...inputProps} {...register('deliveryTime')} disabled={slots.length === 0}>
                  <option value="">{t('lease.search.chooseTime')}</option>
                  {slots.map((slot) => (
                    <option key={slot.time} value={slot.time}>
                      {slot.time}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </>
        ) : (
          <Field announce name="pickupTime" label={t('lease.search.pickupTime')} error={errorOf('pickupTime')}>
            {(inputProps) => (
              <select {...inputProps} {...register('pickupTime')} disabled={slots.length === 0}>
                <option value="">{t('lease.search.chooseTime')}</option>
                {slots.map((slot) => (
                  <option key={slot.time} value={slot.time}>
                    {slot.selfService ? `${slot.time} (${t('lease.search.selfService')})` : slot.time}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </fieldset>

      {quote && 'error' in quote && quote.error && !quote.error.fields ? (
        <p role="alert" className={booking.errorMessage}>
          {translateFirst(t, [`lease.errors.${quote.error.code}`], t('lease.errors.unexpected'))}
        </p>
      ) : null}
      {quoted ? (
        <LeaseQuote quote={quoted} names={names} payNowPercent={options.terms.payNowPercent} />
      ) : (
        <p className={booking.muted} aria-live="polite">
          {quote && 'loading' in quote ? t('lease.quote.loading') : t('lease.quote.incomplete')}
        </p>
      )}

      <div className={booking.actions}>
        <button type="submit" className={booking.primaryButton} disabled={quoted?.available === 0}>
          {t('lease.search.continue')}
        </button>
      </div>
    </form>
  );
}
