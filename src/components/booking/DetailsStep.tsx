import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as yup from 'yup';
import { defaultPhoneCountry, isPhoneCountry, splitPhone, toE164 } from '../../domain/phone';
import { fields, messageKeys, type Message } from '../../domain/validation';
import { useTranslation } from '../../i18n/TranslationProvider';
import type { BookingDetails, BookingError } from '../../machines/booking.machine';
import { useCountries } from './country-names';
import { StepHeading } from './StepHeading';
import * as styles from './booking.module.css';
import { Field } from '../ui/Field';
import { PhoneCountrySelect } from '../ui/PhoneCountrySelect';

/** The form's fields, flat: one input each. */
function detailsSchema(today: string) {
  return yup.object({
    firstName: fields.firstName(),
    lastName: fields.lastName(),
    email: fields.email(),
    /** The phone number's country code (issue 30): the number is checked by its plan, kept in E.164. */
    phoneCountry: yup.string().required(),
    phone: fields.phone('phoneCountry'),
    country: fields.country(),
    dateOfBirth: fields.dateOfBirth(today),
    mainDriver: yup.string().oneOf(['yes', 'other']).required(),
    driverFullName: yup.string().when('mainDriver', {
      is: 'other',
      then: () => fields.fullName(),
      otherwise: (schema) => schema.optional(),
    }),
    driverDateOfBirth: yup.string().when('mainDriver', {
      is: 'other',
      then: () => fields.dateOfBirth(today),
      otherwise: (schema) => schema.optional(),
    }),
    driverLicenseNumber: yup.string().when('mainDriver', {
      is: 'other',
      then: () => fields.licenseNumber(),
      otherwise: (schema) => schema.optional(),
    }),
    numberOfPassengers: fields.numberOfPassengers(),
    flightNumber: fields.flightNumberOptional(),
    arrivalTime: fields.arrivalTimeOptional(),
    specialComments: fields.specialComments(),
  });
}

type DetailsForm = yup.InferType<ReturnType<typeof detailsSchema>>;

function formOf(details: BookingDetails | null, language: string): Partial<DetailsForm> {
  if (!details)
    return { mainDriver: 'yes', country: '', phoneCountry: defaultPhoneCountry(language), numberOfPassengers: 1 };
  const phone = splitPhone(details.customer.phone);
  return {
    ...details.customer,
    phoneCountry: phone.country,
    phone: phone.national,
    mainDriver: details.mainDriver ? 'yes' : 'other',
    driverFullName: details.driver?.fullName ?? '',
    driverDateOfBirth: details.driver?.dateOfBirth ?? '',
    driverLicenseNumber: details.driver?.licenseNumber ?? '',
    numberOfPassengers: details.trip.numberOfPassengers,
    flightNumber: details.trip.flightNumber ?? '',
    arrivalTime: details.trip.arrivalTime ?? '',
    specialComments: details.trip.specialComments ?? '',
  };
}

function detailsOf(form: DetailsForm): BookingDetails {
  return {
    customer: {
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      phone: toE164(form.phone, form.phoneCountry),
      country: form.country,
      dateOfBirth: form.dateOfBirth,
    },
    mainDriver: form.mainDriver === 'yes',
    ...(form.mainDriver === 'other'
      ? {
          driver: {
            fullName: form.driverFullName ?? '',
            dateOfBirth: form.driverDateOfBirth ?? '',
            licenseNumber: form.driverLicenseNumber ?? '',
          },
        }
      : {}),
    trip: {
      numberOfPassengers: form.numberOfPassengers,
      ...(form.flightNumber ? { flightNumber: form.flightNumber } : {}),
      ...(form.arrivalTime ? { arrivalTime: form.arrivalTime } : {}),
      ...(form.specialComments ? { specialComments: form.specialComments } : {}),
    },
  };
}

/** The form field of a server message's path (`customer.email` → `email`, `driver.fullName` → `driverFullName`). */
function formFieldOf(path: string): keyof DetailsForm | null {
  const [group, name] = path.split('.');
  if (!name) return null;
  if (group === 'customer') return name as keyof DetailsForm;
  if (group === 'trip') return name as keyof DetailsForm;
  if (group === 'driver') return `driver${name.charAt(0).toUpperCase()}${name.slice(1)}` as keyof DetailsForm;
  return null;
}

interface DetailsStepProps {
  /** Today in Iceland ('YYYY-MM-DD'): the age of 18 is counted from it. */
  today: string;
  initial: BookingDetails | null;
  /** Field messages from the server, shown on their fields. */
  error: BookingError | null;
  submitting: boolean;
  onSubmit: (details: BookingDetails) => void;
  onBack: () => void;
}

/** Step 3 (spec §2 /book/details/): Personal Information, Drivers and Trip Details, checked as spec §5 says. */
export function DetailsStep({ today, initial, error, submitting, onSubmit, onBack }: DetailsStepProps) {
  const { t, language } = useTranslation();
  const schema = useMemo(() => detailsSchema(today), [today]);
  const {
    register,
    handleSubmit,
    control,
    setError,
    setFocus,
    setValue,
    formState: { errors, submitCount },
  } = useForm<DetailsForm>({
    resolver: yupResolver(schema),
    defaultValues: formOf(initial, language),
    mode: 'onTouched',
    shouldFocusError: true,
  });
  const mainDriver = useWatch({ control, name: 'mainDriver' });
  const country = useWatch({ control, name: 'country' });
  // The phone's country code follows the country chosen below until the customer picks one (issue 30).
  const isPhoneCountryChosen = useRef(initial !== null);
  useEffect(() => {
    if (!isPhoneCountryChosen.current && isPhoneCountry(country)) setValue('phoneCountry', country);
  }, [country, setValue]);
  const phoneCountryField = register('phoneCountry');

  useEffect(() => {
    if (!error?.fields) return;
    let first: keyof DetailsForm | null = null;
    for (const [path, message] of Object.entries(error.fields)) {
      const field = formFieldOf(path);
      if (!field) continue;
      setError(field, { type: 'server', message });
      first ??= field;
    }
    if (first) setFocus(first);
  }, [error, setError, setFocus]);

  const countries = useCountries(language);

  const message = (text: string | undefined): string | undefined => {
    if (!text) return undefined;
    const key = messageKeys[text as Message];
    return key ? t(`validation.${key}`) : text;
  };
  const errorCount = Object.keys(errors).length;

  return (
    <form
      className={styles.step}
      onSubmit={handleSubmit((form) => onSubmit(detailsOf(form)))}
      aria-labelledby="step-title"
      noValidate
    >
      <StepHeading>
        <span id="step-title">{t('booking.details.title')}</span>
      </StepHeading>
      <p className={styles.muted}>{t('booking.details.required')}</p>
      {submitCount > 0 && errorCount > 0 ? (
        <p role="alert" className={styles.errorMessage}>
          {t('booking.details.fixErrors', { count: errorCount })}
        </p>
      ) : null}
      {error && !error.fields ? (
        <p role="alert" className={styles.errorMessage}>
          {error.message}
        </p>
      ) : null}

      <fieldset className={styles.fieldset}>
        <legend>{t('booking.details.personal')}</legend>
        <div className={styles.fieldGrid}>
          <Field label={t('booking.details.firstName')} error={message(errors.firstName?.message)} name="firstName">
            {(props) => <input {...props} {...register('firstName')} autoComplete="given-name" />}
          </Field>
          <Field label={t('booking.details.lastName')} error={message(errors.lastName?.message)} name="lastName">
            {(props) => <input {...props} {...register('lastName')} autoComplete="family-name" />}
          </Field>
          <Field label={t('booking.details.email')} error={message(errors.email?.message)} name="email">
            {(props) => <input {...props} {...register('email')} type="email" autoComplete="email" inputMode="email" />}
          </Field>
          <Field label={t('booking.details.phone')} error={message(errors.phone?.message)} name="phone">
            {(props) => (
              <div className={styles.phoneRow}>
                <PhoneCountrySelect
                  {...phoneCountryField}
                  onChange={(event) => {
                    isPhoneCountryChosen.current = true;
                    return phoneCountryField.onChange(event);
                  }}
                  id="field-phoneCountry"
                  language={language}
                  label={t('booking.details.phoneCountry')}
                />
                <input {...props} {...register('phone')} type="tel" autoComplete="tel-national" inputMode="tel" />
              </div>
            )}
          </Field>
          <Field label={t('booking.details.country')} error={message(errors.country?.message)} name="country">
            {(props) => (
              <select {...props} {...register('country')} autoComplete="country">
                <option value="">{t('booking.details.chooseCountry')}</option>
                {countries.map(({ code, name }) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label={t('booking.details.dateOfBirth')}
            error={message(errors.dateOfBirth?.message)}
            name="dateOfBirth"
          >
            {(props) => <input {...props} {...register('dateOfBirth')} type="date" max={today} autoComplete="bday" />}
          </Field>
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{t('booking.details.drivers')}</legend>
        <fieldset className={styles.radioGroup}>
          <legend>{t('booking.details.willYouDrive')}</legend>
          <label className={styles.checkRow}>
            <input type="radio" value="yes" {...register('mainDriver')} />
            <span>{t('booking.details.yes')}</span>
          </label>
          <label className={styles.checkRow}>
            <input type="radio" value="other" {...register('mainDriver')} />
            <span>{t('booking.details.someoneElse')}</span>
          </label>
        </fieldset>
        {mainDriver === 'other' ? (
          <div className={styles.fieldGrid}>
            <Field
              label={t('booking.details.driverFullName')}
              error={message(errors.driverFullName?.message)}
              name="driverFullName"
            >
              {(props) => <input {...props} {...register('driverFullName')} autoComplete="off" />}
            </Field>
            <Field
              label={t('booking.details.driverDateOfBirth')}
              error={message(errors.driverDateOfBirth?.message)}
              name="driverDateOfBirth"
            >
              {(props) => <input {...props} {...register('driverDateOfBirth')} type="date" max={today} />}
            </Field>
            <Field
              label={t('booking.details.licenseNumber')}
              error={message(errors.driverLicenseNumber?.message)}
              name="driverLicenseNumber"
            >
              {(props) => <input {...props} {...register('driverLicenseNumber')} autoComplete="off" />}
            </Field>
          </div>
        ) : null}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{t('booking.details.trip')}</legend>
        <div className={styles.fieldGrid}>
          <Field
            label={t('booking.details.numberOfPassengers')}
            error={message(errors.numberOfPassengers?.message)}
            name="numberOfPassengers"
          >
            {(props) => (
              <input {...props} {...register('numberOfPassengers')} type="number" min={1} inputMode="numeric" />
            )}
          </Field>
          <Field
            label={t('booking.details.flightNumber')}
            hint={t('booking.details.flightNumberHint')}
            error={message(errors.flightNumber?.message)}
            name="flightNumber"
          >
            {(props) => <input {...props} {...register('flightNumber')} autoComplete="off" />}
          </Field>
          <Field
            label={t('booking.details.arrivalTime')}
            error={message(errors.arrivalTime?.message)}
            name="arrivalTime"
          >
            {(props) => <input {...props} {...register('arrivalTime')} type="time" />}
          </Field>
        </div>
        <Field
          label={t('booking.details.specialComments')}
          error={message(errors.specialComments?.message)}
          name="specialComments"
        >
          {(props) => <textarea {...props} {...register('specialComments')} rows={3} maxLength={1000} />}
        </Field>
      </fieldset>

      <div className={styles.actions}>
        <button type="button" className={styles.secondaryButton} onClick={onBack} disabled={submitting}>
          {t('booking.back')}
        </button>
        <button type="submit" className={styles.primaryButton} disabled={submitting} aria-disabled={submitting}>
          {submitting ? t('booking.details.booking') : t('booking.details.submit')}
        </button>
      </div>
    </form>
  );
}
