import { useEffect, useState } from 'react';
import { ApiError } from '../../api-client/errors';
import type { LicencePhotoSide } from '../../api-client/types';
import { useTranslation } from '../../i18n/TranslationProvider';
import type { PreparePhoto } from './licence-image';
import * as booking from '../booking/booking.module.css';
import * as styles from './checkin.module.css';
import { FieldError } from '../ui/FieldError';
import { translateFirst } from '../../i18n/translate';

export type UploadPhoto = (photo: Blob) => Promise<unknown>;

interface LicencePhotoFieldProps {
  /** The id the error summary links to (the camera input). */
  id: string;
  label: string;
  side: LicencePhotoSide;
  /** Given before (this page or an earlier visit). */
  given: boolean;
  /** The stored photo's address, shown when it was given on an earlier visit (the proven session's own). */
  storedPhoto: string;
  /** The message of a submit without this photo. */
  missing: string | null;
  preparePhoto: PreparePhoto;
  upload: UploadPhoto;
  onGiven: () => void;
  /** Told when a photo starts and stops being prepared and uploaded: a submit meanwhile waits for it. */
  onWorking?: (isWorking: boolean) => void;
}

/**
 * One side of a driver's licence: the camera (`capture="environment"` opens the back camera on a phone)
 * or the gallery; the photo is downscaled and re-encoded in the browser (`preparePhoto`), previewed and
 * uploaded. The engine's refusals (415, 413…) show on the field.
 */
export function LicencePhotoField({
  id,
  label,
  side,
  given,
  storedPhoto,
  missing,
  preparePhoto,
  upload,
  onGiven,
  onWorking,
}: LicencePhotoFieldProps) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = async (file: File | undefined) => {
    if (!file) return;
    onWorking?.(true);
    try {
      await prepareAndUpload(file);
    } finally {
      onWorking?.(false);
    }
  };

  const prepareAndUpload = async (file: File) => {
    setState('working');
    setFailure(null);
    let photo: Blob;
    try {
      photo = await preparePhoto(file);
    } catch {
      setState('failed');
      setFailure(t('checkin.photo.unreadable'));
      return;
    }
    try {
      await upload(photo);
      setPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(photo) : null);
      setState('idle');
      onGiven();
    } catch (error) {
      setState('failed');
      if (error instanceof ApiError)
        setFailure(translateFirst(t, [`checkin.photo.errors.${error.code}`], error.message));
      else setFailure(t('booking.errors.unexpected'));
    }
  };

  const message = failure ?? (given ? null : missing);
  const describedBy = `${id}-status${message ? ` ${id}-error` : ''}`;
  const done = given || preview !== null;
  return (
    <div className={styles.photo} data-invalid={Boolean(message)} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`}>
        <strong>{label}</strong>
      </span>
      <div className={styles.preview}>
        {preview ? <img src={preview} alt={t('checkin.photo.previewAlt', { side: label })} /> : null}
        {!preview && given ? (
          <img
            src={storedPhoto}
            alt={t('checkin.photo.previewAlt', { side: label })}
            width={1600}
            height={1067}
            loading="lazy"
            data-testid={`stored-${id}`}
          />
        ) : null}
        {!preview && !given ? <span className={booking.muted}>{t('checkin.photo.none')}</span> : null}
      </div>
      <span id={`${id}-status`} className={booking.muted} aria-live="polite">
        {state === 'working' ? t('checkin.photo.uploading') : done ? t('checkin.photo.uploaded') : ''}
      </span>
      <div className={styles.pick}>
        <label className={`${booking.secondaryButton} ${styles.pickButton}`}>
          {done ? t('checkin.photo.retake') : t('checkin.photo.take')}
          <input
            id={id}
            className={styles.visuallyHidden}
            type="file"
            accept="image/*"
            capture="environment"
            aria-describedby={describedBy}
            aria-invalid={Boolean(message)}
            disabled={state === 'working'}
            data-testid={`photo-camera-${id}`}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        <label className={`${booking.secondaryButton} ${styles.pickButton}`}>
          {done ? t('checkin.photo.replace') : t('checkin.photo.choose')}
          <input
            className={styles.visuallyHidden}
            type="file"
            accept="image/*"
            aria-describedby={describedBy}
            disabled={state === 'working'}
            data-testid={`photo-gallery-${id}`}
            data-side={side}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
      </div>
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}
