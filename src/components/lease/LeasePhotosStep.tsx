import { useEffect, useState } from 'react';
import { api } from '../../api-client/client';
import type { LicencePhotoSide, Reservation } from '../../api-client/types';
import { useTranslation } from '../../i18n/TranslationProvider';
import { LicencePhotoField } from '../checkin/LicencePhotoField';
import type { PreparePhoto } from '../checkin/licence-image';
import { StepHeading } from '../booking/StepHeading';
import { ErrorSummary } from '../reservation/ErrorSummary';
import * as booking from '../booking/booking.module.css';

const sides: LicencePhotoSide[] = ['front', 'back'];
const missingKey = { front: 'licensePhotoFrontRequired', back: 'licensePhotoBackRequired' } as const;

/**
 * Step 3 of a lease (issue 15): the front and back of the lessee's licence, with check-in's photo field
 * (downscaled in the browser, stored behind the storage port) on the held lease, before payment.
 */
export function LeasePhotosStep({
  reservation,
  preparePhoto,
  onDone,
  onBack,
}: {
  reservation: Reservation;
  preparePhoto: PreparePhoto;
  onDone: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const [given, setGiven] = useState<Record<LicencePhotoSide, boolean>>(() => ({
    front: reservation.lease?.licencePhotos.some((photo) => photo.side === 'front') ?? false,
    back: reservation.lease?.licencePhotos.some((photo) => photo.side === 'back') ?? false,
  }));
  const [attempt, setAttempt] = useState(0);
  const missing = sides.filter((side) => !given[side]);
  // A tap on Continue while a photo uploads is kept (issue 30) and goes on when the uploads end.
  const [uploading, setUploading] = useState<Record<LicencePhotoSide, boolean>>({ front: false, back: false });
  const [isWaitingForPhotos, setWaitingForPhotos] = useState(false);
  const isUploading = uploading.front || uploading.back;
  const submit = () => {
    if (missing.length === 0) onDone();
    else if (isUploading && missing.every((side) => uploading[side])) setWaitingForPhotos(true);
    else setAttempt((count) => count + 1);
  };
  // The uploads ended: the kept tap goes on, or names the photo that failed.
  const [isDone, setDone] = useState(false);
  if (isWaitingForPhotos && !isUploading) {
    setWaitingForPhotos(false);
    if (missing.length === 0) setDone(true);
    else setAttempt((count) => count + 1);
  }
  useEffect(() => {
    if (isDone) onDone();
  }, [isDone, onDone]);
  const problems =
    attempt > 0
      ? missing.map((side) => ({ fieldId: `lease-photo-${side}`, message: t(`validation.${missingKey[side]}`) }))
      : [];

  return (
    <form
      className={booking.step}
      aria-labelledby="step-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <StepHeading>
        <span id="step-title">{t('lease.photos.title')}</span>
      </StepHeading>
      <p>{t('lease.photos.held', { reference: reservation.reference })}</p>
      <p className={booking.muted}>{t('lease.photos.why')}</p>
      <ErrorSummary problems={problems} attempt={attempt} />
      {sides.map((side) => (
        <LicencePhotoField
          key={side}
          id={`lease-photo-${side}`}
          label={t(`lease.photos.${side}`)}
          side={side}
          given={given[side]}
          storedPhoto={api.leaseLicencePhotoUrl(reservation.reference, side)}
          missing={attempt > 0 ? t(`validation.${missingKey[side]}`) : null}
          preparePhoto={preparePhoto}
          upload={(photo) => api.putLeaseLicencePhoto(reservation.reference, side, photo)}
          onGiven={() => setGiven((current) => ({ ...current, [side]: true }))}
          onWorking={(isWorking) => setUploading((current) => ({ ...current, [side]: isWorking }))}
        />
      ))}
      <p role="status" className={booking.muted}>
        {isWaitingForPhotos ? t('booking.uploadingPhotos') : ''}
      </p>
      <div className={booking.actions}>
        <button type="button" className={booking.secondaryButton} onClick={onBack}>
          {t('booking.back')}
        </button>
        <button type="submit" className={booking.primaryButton} aria-busy={isWaitingForPhotos}>
          {t('lease.photos.continue')}
        </button>
      </div>
    </form>
  );
}
