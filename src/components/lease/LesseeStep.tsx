import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type * as yup from 'yup';
import type { LeaseSearchRequest, Lessee } from '../../api-client/types';
import { lesseeSchema } from '../../domain/lease-validation';
import { defaultPhoneCountry, isPhoneCountry, splitPhone, toE164 } from '../../domain/phone';
import { useTranslation } from '../../i18n/TranslationProvider';
import type { LeaseError } from '../../machines/lease.machine';
import { ErrorSummary, type FieldProblem } from '../reservation/ErrorSummary';
import { StepHeading } from '../booking/StepHeading';
import { Field, fieldId } from '../ui/Field';
import { PhoneCountrySelect } from '../ui/PhoneCountrySelect';
import { useLeaseMessage } from './use-lease-message';
import * as booking from '../booking/booking.module.css';
import { translateFirst } from '../../i18n/translate';

type LesseeForm = Omit<yup.InferType<ReturnType<typeof lesseeSchema>>, 'hasKennitala'> & {
  hasKennitala: string;
  /** The mobile number's country code (issue 30); the number is sent in E.164. */
  mobileCountry: string;
};

const fieldOrder = [
  'fullName',
  'ssn',
  'dateOfBirth',
  'mobile',
  'email',
  'address',
  'zipcode',
  'city',
  'licenseNumber',
] as const;
type FieldName = (typeof fieldOrder)[number];

interface LesseeStepProps {
  today: string;
  search: LeaseSearchRequest;
  initial: Lessee | null;
  error: LeaseError | null;
  submitting: boolean;
  onSubmit: (lessee: Lessee) => void;
  onBack: () => void;
}

function formOf(initial: Lessee | null, search: LeaseSearchRequest, language: string): Partial<LesseeForm> {
  if (initial) {
    const mobile = splitPhone(initial.mobile);
    return {
      ...initial,
      hasKennitala: initial.hasKennitala === false ? 'false' : 'true',
      mobileCountry: mobile.country,
      mobile: mobile.national,
    };
  }
  // A delivered lease starts from the delivery address: most lessees live there.
  return {
    hasKennitala: 'true',
    mobileCountry: defaultPhoneCountry(language),
    address: search.deliveryLocation?.address ?? '',
    zipcode: search.deliveryLocation?.zipcode ?? '',
    city: search.deliveryLocation?.city ?? '',
  };
}

function lesseeOf(form: LesseeForm): Lessee {
  const hasKennitala = String(form.hasKennitala) !== 'false';
  return {
    fullName: form.fullName,
    hasKennitala,
    ...(hasKennitala ? { ssn: form.ssn ?? '' } : { dateOfBirth: form.dateOfBirth ?? '' }),
    email: form.email,
    mobile: toE164(form.mobile, isPhoneCountry(form.mobileCountry) ? form.mobileCountry : undefined),
    address: form.address,
    zipcode: form.zipcode,
    city: form.city,
    licenseNumber: form.licenseNumber,
  };
}

/**
 * Step 2 of a lease (issue 15): what a lease needs of the lessee. A kennitala (checked as the domain
 * does, check digit included) or, without one, a date of birth; mobile, e-mail, address, licence
 * number. Every message of spec §5 shows on its field; the summary above takes focus on a failed submit.
 */
export function LesseeStep({ today, search, initial, error, submitting, onSubmit, onBack }: LesseeStepProps) {
  const { t, language } = useTranslation();
  const message = useLeaseMessage();
  const schema = useMemo(() => lesseeSchema(today), [today]);
  const [attempt, setAttempt] = useState(0);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<LesseeForm>({
    // The form keeps the yes/no as text; the schema reads it as a boolean.
    resolver: yupResolver(schema) as never,
    defaultValues: formOf(initial, search, language),
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const hasKennitala = useWatch({ control, name: 'hasKennitala' }) !== 'false';

  // A refusal of the server is one more failed submit: the summary takes focus again.
  const [seenError, setSeenError] = useState(error);
  if (error !== seenError) {
    setSeenError(error);
    if (error?.fields) setAttempt((count) => count + 1);
  }
  useEffect(() => {
    for (const [path, text] of Object.entries(error?.fields ?? {})) {
      const name = path.replace(/^lessee\./, '') as FieldName;
      if (fieldOrder.includes(name)) setError(name, { type: 'server', message: text });
    }
  }, [error, setError]);

  const errorOf = (name: FieldName) => message(errors[name]?.message);
  const problems: FieldProblem[] = fieldOrder
    .map((name) => ({ fieldId: fieldId(name), message: errorOf(name) ?? '' }))
    .filter((problem) => problem.message !== '');

  return (
    <form
      className={booking.step}
      onSubmit={(event) =>
        void handleSubmit(
          (form) => onSubmit(lesseeOf(form)),
          () => setAttempt((count) => count + 1),
        )(event)
      }
      aria-labelledby="step-title"
      noValidate
    >
      <StepHeading>
        <span id="step-title">{t('lease.details.title')}</span>
      </StepHeading>
      <p className={booking.muted}>{t('booking.details.required')}</p>
      {/* react-hook-form calls the invalid handler before its errors reach the render: the summary's
          focus waits for the problems (an attempt of 0 until they are there). */}
      {attempt > 0 ? <ErrorSummary problems={problems} attempt={problems.length > 0 ? attempt : 0} /> : null}
      {error && !Object.keys(error.fields ?? {}).some((path) => path.startsWith('lessee.')) ? (
        <p role="alert" className={booking.errorMessage}>
          {translateFirst(t, [`lease.errors.${error.code}`], error.message)}
        </p>
      ) : null}

      <fieldset className={booking.fieldset}>
        <legend>{t('lease.details.lessee')}</legend>
        <Field announce name="fullName" label={t('lease.details.fullName')} error={errorOf('fullName')}>
          {(props) => <input {...props} {...register('fullName')} autoComplete="name" />}
        </Field>
        <fieldset className={booking.radioGroup}>
          <legend>{t('lease.details.hasKennitala')}</legend>
          <label className={booking.checkRow}>
            <input type="radio" value="true" {...register('hasKennitala')} />
            <span>{t('lease.details.kennitalaYes')}</span>
          </label>
          <label className={booking.checkRow}>
            <input type="radio" value="false" {...register('hasKennitala')} />
            <span>{t('lease.details.kennitalaNo')}</span>
          </label>
        </fieldset>
        {hasKennitala ? (
          <Field
            announce
            name="ssn"
            label={t('lease.details.ssn')}
            hint={t('lease.details.ssnHint')}
            error={errorOf('ssn')}
          >
            {(props) => <input {...props} {...register('ssn')} inputMode="numeric" autoComplete="off" maxLength={11} />}
          </Field>
        ) : (
          <Field announce name="dateOfBirth" label={t('lease.details.dateOfBirth')} error={errorOf('dateOfBirth')}>
            {(props) => <input {...props} {...register('dateOfBirth')} type="date" max={today} autoComplete="bday" />}
          </Field>
        )}
        <div className={booking.fieldGrid}>
          <Field
            announce
            name="mobile"
            label={t('lease.details.mobile')}
            hint={t('lease.details.mobileHint')}
            error={errorOf('mobile')}
          >
            {(props) => (
              <div className={booking.phoneRow}>
                <PhoneCountrySelect
                  {...register('mobileCountry')}
                  id="field-mobileCountry"
                  language={language}
                  label={t('booking.details.phoneCountry')}
                />
                <input {...props} {...register('mobile')} type="tel" inputMode="tel" autoComplete="tel-national" />
              </div>
            )}
          </Field>
          <Field announce name="email" label={t('booking.details.email')} error={errorOf('email')}>
            {(props) => <input {...props} {...register('email')} type="email" inputMode="email" autoComplete="email" />}
          </Field>
        </div>
      </fieldset>

      <fieldset className={booking.fieldset}>
        <legend>{t('lease.details.home')}</legend>
        <Field announce name="address" label={t('lease.details.address')} error={errorOf('address')}>
          {(props) => <input {...props} {...register('address')} autoComplete="street-address" />}
        </Field>
        <div className={booking.fieldGrid}>
          <Field announce name="zipcode" label={t('lease.details.zipcode')} error={errorOf('zipcode')}>
            {/* A postcode abroad may have letters ('SW1A 1AA'): no numeric keyboard (issue 30). */}
            {(props) => <input {...props} {...register('zipcode')} autoComplete="postal-code" />}
          </Field>
          <Field announce name="city" label={t('lease.details.city')} error={errorOf('city')}>
            {(props) => <input {...props} {...register('city')} autoComplete="address-level2" />}
          </Field>
        </div>
      </fieldset>

      <fieldset className={booking.fieldset}>
        <legend>{t('lease.details.licence')}</legend>
        <Field announce name="licenseNumber" label={t('lease.details.licenseNumber')} error={errorOf('licenseNumber')}>
          {(props) => <input {...props} {...register('licenseNumber')} autoComplete="off" />}
        </Field>
        <p className={booking.muted}>{t('lease.details.photosNext')}</p>
      </fieldset>

      <div className={booking.actions}>
        <button type="button" className={booking.secondaryButton} onClick={onBack} disabled={submitting}>
          {t('booking.back')}
        </button>
        <button type="submit" className={booking.primaryButton} disabled={submitting}>
          {submitting ? t('lease.details.holding') : t('lease.details.submit')}
        </button>
      </div>
    </form>
  );
}
