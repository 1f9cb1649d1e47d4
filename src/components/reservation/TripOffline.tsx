import { navigate } from 'gatsby';
import { useEffect, useState } from 'react';
import { api } from '../../api-client/client';
import type { Reservation } from '../../api-client/types';
import type { LocaleCode } from '../../config/locales';
import { localePrefix } from '../../domain/paths';
import { useTranslation } from '../../i18n/TranslationProvider';
import { forgetReservations, keepForOffline } from '../../offline/offline-client';
import { offlineRouteOf } from '../../offline/offline-rules';
import { icelandDateTime } from './reservation-format';
import * as booking from '../booking/booking.module.css';
import * as styles from './reservation.module.css';

/** The reservation's answers the worker keeps for the trip offline: the overview's, the signed contract. */
export function offlineDocumentsOf(reservation: Reservation, language: LocaleCode): string[] {
  return [
    `/api/reservations/${encodeURIComponent(reservation.reference)}?locale=${encodeURIComponent(language)}`,
    ...(reservation.checkIn?.step === 'done' ? [api.contractUrl(reservation.reference)] : []),
  ];
}

/**
 * Says whether the overview is the copy kept on the device and since when it is up to date (issue 40),
 * keeps the reservation's documents for offline use, and signs out of the reservation on this device:
 * the session ends, its kept copies are deleted (page and worker), and the tab and device forget it.
 */
export function TripOfflineStatus({
  reservation,
  updatedAt,
  fromDevice,
}: {
  reservation: Reservation;
  updatedAt: string;
  fromDevice: boolean;
}) {
  const { t, language } = useTranslation();
  const lang = language as LocaleCode;
  const documents = offlineDocumentsOf(reservation, lang).join(' ');
  useEffect(() => {
    if (fromDevice) return;
    // Also every document of this reservation the overview links to that the worker keeps (the condition
    // report, once the overview lists it): read from the page, so a new link needs no change here.
    const linked = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/api/reservations/"]')]
      .map((link) => new URL(link.href))
      .filter((url) => {
        const route = offlineRouteOf(url, 'GET', window.location.origin);
        return route.kind === 'reservation' && route.reference === reservation.reference.toUpperCase();
      })
      .map((url) => `${url.pathname}${url.search}`);
    keepForOffline([...new Set([...documents.split(' '), ...linked])]);
  }, [documents, fromDevice, reservation.reference]);
  const time = icelandDateTime(updatedAt, lang);
  return (
    <p role="status" className={fromDevice ? booking.errorMessage : styles.updatedAt} data-testid="offline-status">
      {fromDevice ? t('reservation.offline.fromDevice', { time }) : t('reservation.offline.updated', { time })}
    </p>
  );
}

export function SignOutOfReservation() {
  const { t, language } = useTranslation();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = () => {
    setSigningOut(true);
    // The session ends on the server (DELETE /api/session, docs/api.md); offline, the device still forgets.
    const endSession = fetch('/api/session', {
      method: 'DELETE',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    })
      .then((response) => response.text())
      .catch((error: unknown) => console.warn('The session could not be ended', error));
    void Promise.all([endSession, forgetReservations(null)])
      .catch((error: unknown) => console.error('The reservation could not be forgotten on this device', error))
      .finally(() => void navigate(`${localePrefix(language as LocaleCode)}/reservation/find/`));
  };
  return (
    <section className={styles.signOut} aria-labelledby="sign-out-heading">
      <h2 id="sign-out-heading">{t('reservation.offline.signOutHeading')}</h2>
      <p>{t('reservation.offline.signOutText')}</p>
      <button type="button" className={booking.secondaryButton} onClick={signOut} disabled={signingOut}>
        {t('reservation.offline.signOut')}
      </button>
    </section>
  );
}
