import { useState } from 'react';
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
        if (missing.length > 0) setAttempt((count) => count + 1);
        else onDone();
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
        />
      ))}
      <div className={booking.actions}>
        <button type="button" className={booking.secondaryButton} onClick={onBack}>
          {t('booking.back')}
        </button>
        <button type="submit" className={booking.primaryButton}>
          {t('lease.photos.continue')}
        </button>
      </div>
    </form>
  );
}
