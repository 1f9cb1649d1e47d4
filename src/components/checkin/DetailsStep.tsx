import { useEffect, useRef, useState, type FormEvent } from 'react';
import { api } from '../../api-client/client';
import type { LicencePhotoDriver, LicencePhotoSide } from '../../api-client/types';
import { useTranslation } from '../../i18n/TranslationProvider';
import { hasLicencePhotos, type CheckInDetails } from '../../machines/checkin.machine';
import { ErrorSummary, type FieldProblem } from '../reservation/ErrorSummary';
import { ReservationHeading } from '../reservation/ReservationHeading';
import { LicencePhotoField } from './LicencePhotoField';
import type { PreparePhoto } from './licence-image';
import { errorText, type StepProps } from './step-props';
import * as booking from '../booking/booking.module.css';
import { FieldError } from '../ui/FieldError';

type MainField = 'address' | 'zipcode' | 'city' | 'licenseNumber' | 'dateOfBirth' | 'flightNumber';
type DriverField = 'fullName' | 'licenseNumber' | 'dateOfBirth';
const mainFields: MainField[] = ['address', 'zipcode', 'city', 'licenseNumber', 'dateOfBirth', 'flightNumber'];
const driverFields: DriverField[] = ['fullName', 'licenseNumber', 'dateOfBirth'];
const sides: LicencePhotoSide[] = ['front', 'back'];

const emptyDetails = (drivers: number): CheckInDetails => ({
  address: '',
  zipcode: '',
  city: '',
  licenseNumber: '',
  dateOfBirth: '',
  flightNumber: '',
  drivers: Array.from({ length: drivers }, () => ({ fullName: '', licenseNumber: '', dateOfBirth: '' })),
});

/** The form field of an engine field path: `drivers.0.fullName` → `checkin-driver-1-fullName`. */
export function fieldIdOf(path: string): string {
  const driver = /^drivers\.(\d+)\.(\w+)$/.exec(path);
  if (driver) return `checkin-driver-${Number(driver[1]) + 1}-${driver[2]}`;
  return `checkin-${path}`;
}

/**
 * The details step: the main driver's address and licence, each extra driver, and both sides of every
 * driver's licence (uploaded apart as they are chosen).
 */
export function DetailsStep({ snapshot, send, reservation, preparePhoto }: StepProps & { preparePhoto: PreparePhoto }) {
  const { t } = useTranslation();
  const { context } = snapshot;
  const extraDrivers = reservation?.extraDrivers ?? context.details?.drivers.length ?? 0;
  const [form, setForm] = useState<CheckInDetails>(() => {
    const kept = context.details;
    const empty = emptyDetails(extraDrivers);
    return kept
      ? { ...empty, ...kept, drivers: empty.drivers.map((blank, index) => kept.drivers[index] ?? blank) }
      : empty;
  });
  const [missing, setMissing] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);
  const submitting = snapshot.matches({ details: 'submitting' });
  // Photos being prepared or uploaded, by field id. A submit while some are (issue 30: the usual case on
  // an airport connection) is kept and sent once they are done, "Uploading photos…" meanwhile.
  const [uploading, setUploading] = useState<ReadonlySet<string>>(() => new Set());
  const [isWaitingForPhotos, setWaitingForPhotos] = useState(false);
  const setWorking = (id: string, isWorking: boolean) =>
    setUploading((ids) => {
      const next = new Set(ids);
      if (isWorking) next.add(id);
      else next.delete(id);
      return next;
    });

  // Photos given on an earlier visit count (the reservation lists them).
  useEffect(() => {
    for (const photo of reservation?.checkIn?.licencePhotos ?? []) {
      const driver = photo.driver === 'main' ? 0 : Number(photo.driver);
      send({ type: 'licence.given', driver, side: photo.side });
    }
  }, [reservation, send]);

  const engineFields = context.error?.fields ?? {};
  const problems: FieldProblem[] = [
    ...Object.entries(missing).map(([fieldId, message]) => ({ fieldId, message })),
    ...Object.entries(engineFields)
      .filter(([path]) => !missing[fieldIdOf(path)])
      .map(([path, message]) => ({ fieldId: fieldIdOf(path), message: errorText(t, { code: '', message }) })),
  ];
  const messageOf = (fieldId: string) => problems.find((problem) => problem.fieldId === fieldId)?.message ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    trySubmit();
  };

  // The kept submit goes when the last upload ends; a failed one then shows as a missing photo.
  const trySubmitRef = useRef<() => void>(() => undefined);
  useEffect(() => {
    if (!isWaitingForPhotos || uploading.size > 0) return;
    setWaitingForPhotos(false);
    trySubmitRef.current();
  }, [isWaitingForPhotos, uploading]);

  const trySubmit = () => {
    const found: Record<string, string> = {};
    for (const name of mainFields) {
      if (name !== 'flightNumber' && !form[name].trim())
        found[`checkin-${name}`] = t(`checkin.details.required.${name}`);
    }
    form.drivers.forEach((driver, index) => {
      for (const name of driverFields) {
        if (!driver[name].trim()) {
          found[`checkin-driver-${index + 1}-${name}`] = t(`checkin.details.required.${name}`);
        }
      }
    });
    for (let driver = 0; driver <= form.drivers.length; driver += 1) {
      for (const side of sides) {
        if (!context.licences[driver]?.[side])
          found[`checkin-photo-${driver}-${side}`] = t(`checkin.photo.missing.${side}`);
      }
    }
    const isOnlyUploading = Object.keys(found).every((id) => uploading.has(id));
    if (uploading.size > 0 && isOnlyUploading) {
      setMissing({});
      setWaitingForPhotos(true);
      return;
    }
    setMissing(found);
    setAttempt((value) => value + 1);
    if (Object.keys(found).length > 0) return;
    const details: CheckInDetails = {
      ...form,
      drivers: form.drivers.map((driver) => ({ ...driver, fullName: driver.fullName.trim() })),
    };
    if (!details.flightNumber?.trim()) delete details.flightNumber;
    if (hasLicencePhotos(context.licences, details)) send({ type: 'details.submit', details });
  };
  trySubmitRef.current = trySubmit;

  const input = (
    id: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    extra: JSX.IntrinsicElements['input'] = {},
  ) => {
    const message = messageOf(id);
    return (
      <div className={booking.field} data-invalid={Boolean(message)} key={id}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={Boolean(message)}
          aria-describedby={message ? `${id}-error` : undefined}
          {...extra}
        />
        <FieldError id={`${id}-error`} message={message} />
      </div>
    );
  };

  const photos = (driver: number, name: string) => (
    <div className={booking.fieldGrid}>
      {sides.map((side) => {
        const id = `checkin-photo-${driver}-${side}`;
        const driverPath: LicencePhotoDriver = driver === 0 ? 'main' : `${driver}`;
        return (
          <LicencePhotoField
            key={id}
            id={id}
            side={side}
            label={t(`checkin.photo.${side}`, { name })}
            given={Boolean(context.licences[driver]?.[side])}
            storedPhoto={api.licencePhotoUrl(context.reference, driverPath, side)}
            missing={missing[id] ?? null}
            preparePhoto={preparePhoto}
            upload={(photo) => api.putLicencePhoto(context.reference, driverPath, side, photo)}
            onGiven={() => {
              setMissing(({ [id]: _done, ...rest }) => rest);
              send({ type: 'licence.given', driver, side });
            }}
            onWorking={(isWorking) => setWorking(id, isWorking)}
          />
        );
      })}
    </div>
  );

  const mainName = reservation
    ? `${reservation.customer.firstName ?? ''} ${reservation.customer.lastName ?? ''}`.trim()
    : '';
  const failure = context.error && !context.error.fields ? errorText(t, context.error) : null;
  return (
    <form className={booking.step} onSubmit={submit} aria-labelledby="page-title" noValidate>
      <ReservationHeading>{t('checkin.details.title')}</ReservationHeading>
      <p>{t('checkin.details.intro')}</p>
      <ErrorSummary problems={problems} attempt={attempt} />
      {failure ? (
        <p role="alert" className={booking.errorMessage}>
          {failure}
        </p>
      ) : null}
      <fieldset className={booking.fieldset}>
        <legend>{t('checkin.details.mainDriver', { name: mainName })}</legend>
        {input(
          'checkin-address',
          t('checkin.details.address'),
          form.address,
          (address) => setForm({ ...form, address }),
          {
            autoComplete: 'street-address',
          },
        )}
        {input(
          'checkin-zipcode',
          t('checkin.details.zipcode'),
          form.zipcode,
          (zipcode) => setForm({ ...form, zipcode }),
          {
            autoComplete: 'postal-code',
          },
        )}
        {input('checkin-city', t('checkin.details.city'), form.city, (city) => setForm({ ...form, city }), {
          autoComplete: 'address-level2',
        })}
        {input(
          'checkin-licenseNumber',
          t('checkin.details.licenseNumber'),
          form.licenseNumber,
          (licenseNumber) => setForm({ ...form, licenseNumber }),
          { autoComplete: 'off', spellCheck: false },
        )}
        {input(
          'checkin-dateOfBirth',
          t('checkin.details.dateOfBirth'),
          form.dateOfBirth,
          (dateOfBirth) => setForm({ ...form, dateOfBirth }),
          { type: 'date', autoComplete: 'bday' },
        )}
        {input(
          'checkin-flightNumber',
          t('checkin.details.flightNumber'),
          form.flightNumber ?? '',
          (flightNumber) => setForm({ ...form, flightNumber }),
          { maxLength: 20, autoComplete: 'off' },
        )}
        {photos(0, mainName)}
      </fieldset>
      {form.drivers.map((driver, index) => {
        const number = index + 1;
        const change = (name: DriverField, value: string) =>
          setForm({
            ...form,
            drivers: form.drivers.map((entry, at) => (at === index ? { ...entry, [name]: value } : entry)),
          });
        return (
          <fieldset className={booking.fieldset} key={number}>
            <legend>{t('checkin.details.extraDriver', { number })}</legend>
            {input(`checkin-driver-${number}-fullName`, t('checkin.details.fullName'), driver.fullName, (value) =>
              change('fullName', value),
            )}
            {input(
              `checkin-driver-${number}-licenseNumber`,
              t('checkin.details.licenseNumber'),
              driver.licenseNumber,
              (value) => change('licenseNumber', value),
              { autoComplete: 'off', spellCheck: false },
            )}
            {input(
              `checkin-driver-${number}-dateOfBirth`,
              t('checkin.details.dateOfBirth'),
              driver.dateOfBirth,
              (value) => change('dateOfBirth', value),
              { type: 'date' },
            )}
            {photos(number, driver.fullName || t('checkin.details.extraDriver', { number }))}
          </fieldset>
        );
      })}
      <p role="status" className={booking.muted}>
        {isWaitingForPhotos ? t('booking.uploadingPhotos') : ''}
      </p>
      <div className={booking.actions}>
        <button
          type="submit"
          className={booking.primaryButton}
          disabled={submitting}
          aria-busy={isWaitingForPhotos || submitting}
        >
          {submitting ? t('checkin.sending') : t('checkin.details.submit')}
        </button>
      </div>
    </form>
  );
}
