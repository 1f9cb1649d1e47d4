/** The edit wizard's details step: the customer's details, changed or kept. */
import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { Reservation } from '../../api-client/types';
import { businessToday } from '../../domain/dates';
import { customerSchema, messageKeys, type Customer } from '../../domain/validation';
import { useTranslation } from '../../i18n/TranslationProvider';
import type { EditSnapshot } from '../../machines/edit.machine';
import { useCountries } from '../booking/country-names';
import { ErrorSummary, type FieldProblem } from './ErrorSummary';
import { ReservationHeading } from './ReservationHeading';
import * as booking from '../booking/booking.module.css';
import type { EditActor } from './use-edit-actor';

type CustomerForm = Customer;

export function DetailsEdit({
  reservation,
  snapshot,
  actor,
}: {
  reservation: Reservation;
  snapshot: EditSnapshot;
  actor: EditActor;
}) {
  const { t, language } = useTranslation();
  const today = useMemo(() => businessToday(new Date()), []);
  const schema = useMemo(() => customerSchema(today), [today]);
  const booked: CustomerForm = {
    firstName: reservation.customer.firstName ?? '',
    lastName: reservation.customer.lastName ?? '',
    email: reservation.customer.email ?? '',
    phone: reservation.customer.phone ?? '',
    country: reservation.customer.country ?? '',
    dateOfBirth: reservation.customer.dateOfBirth ?? '',
  };
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<CustomerForm>({
    resolver: yupResolver(schema),
    defaultValues: { ...booked, ...(snapshot.context.proposal.details?.customer ?? {}) },
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const countries = useCountries(language);
  const message = (text: string | undefined): string | undefined => {
    if (!text) return undefined;
    const key = messageKeys[text as keyof typeof messageKeys];
    return key ? t(`validation.${key}`) : text;
  };
  const names = ['firstName', 'lastName', 'email', 'phone', 'country', 'dateOfBirth'] as const;
  const problems: FieldProblem[] = names.flatMap((name) => {
    const text = message(errors[name]?.message);
    return text ? [{ fieldId: `edit-${name}`, message: text }] : [];
  });
  const submit = (form: CustomerForm) => {
    const changed = Object.fromEntries(
      names.filter((name) => form[name] !== booked[name]).map((name) => [name, form[name]]),
    );
    actor.send({ type: 'details.submit', details: Object.keys(changed).length > 0 ? { customer: changed } : null });
  };
  const field = (name: (typeof names)[number], type: string, autoComplete: string) => {
    const id = `edit-${name}`;
    const error = message(errors[name]?.message);
    return (
      <div className={booking.field} data-invalid={Boolean(error)} key={name}>
        <label htmlFor={id}>{t(`booking.details.${name}`)}</label>
        {name === 'country' ? (
          <select
            id={id}
            aria-invalid={Boolean(error)}
            {...(error ? { 'aria-describedby': `${id}-error` } : {})}
            {...register(name)}
          >
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={id}
            type={type}
            autoComplete={autoComplete}
            aria-invalid={Boolean(error)}
            {...(error ? { 'aria-describedby': `${id}-error` } : {})}
            {...register(name)}
          />
        )}
        {error ? (
          <span id={`${id}-error`} className={booking.fieldError}>
            {error}
          </span>
        ) : null}
      </div>
    );
  };
  return (
    <form className={booking.step} onSubmit={handleSubmit(submit)} aria-labelledby="page-title" noValidate>
      <ReservationHeading>{t('edit.titles.editDetails')}</ReservationHeading>
      <ErrorSummary problems={submitCount > 0 ? problems : []} attempt={submitCount} />
      <p className={booking.muted}>{t('edit.details.intro')}</p>
      <fieldset className={booking.fieldset}>
        <legend>{t('booking.details.personal')}</legend>
        <div className={booking.fieldGrid}>
          {field('firstName', 'text', 'given-name')}
          {field('lastName', 'text', 'family-name')}
          {field('email', 'email', 'email')}
          {field('phone', 'tel', 'tel')}
          {field('country', 'text', 'country')}
          {field('dateOfBirth', 'date', 'bday')}
        </div>
      </fieldset>
      <div className={booking.actions}>
        <button type="button" className={booking.secondaryButton} onClick={() => actor.send({ type: 'back' })}>
          {t('edit.back')}
        </button>
        <button type="submit" className={booking.primaryButton}>
          {t('edit.details.continue')}
        </button>
      </div>
    </form>
  );
}
