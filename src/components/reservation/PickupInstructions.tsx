import { useEffect, useState } from 'react';
import type { Reservation, SearchOptions } from '../../api-client/types';
import type { TripOffice } from '../../build/trip-offices';
import type { TripShuttle } from '../../build/trip-shuttle';
import type { LocaleCode } from '../../config/locales';
import { openingHours } from '../../domain/hours';
import { useTranslation } from '../../i18n/TranslationProvider';
import { fetchSearchOptions } from '../booking/search-options-cache';
import { localDateTime } from './reservation-format';
import * as styles from './reservation.module.css';

/**
 * Pickup and return instructions (issue 40): for each end of the trip, the office's address, phone and
 * opening hours on that day, a directions link, and the airport shuttle at an office it serves. The offices
 * and the shuttle's text come with the page (its build), the hours from the search options (kept by the
 * worker with the page), so they read offline; a map needs the network, so offline the page says the
 * address stands in for it, and that the shuttle's live map needs a connection.
 */
export function PickupInstructions({
  reservation,
  offices,
  offline,
}: {
  reservation: Reservation;
  offices: Record<string, TripOffice>;
  offline: boolean;
}) {
  const { t, language } = useTranslation();
  const lang = language as LocaleCode;
  const [options, setOptions] = useState<SearchOptions | null>(null);
  useEffect(() => {
    let live = true;
    fetchSearchOptions(lang).then(
      (answer) => live && setOptions(answer),
      // Without them the hours are left out; the address and times still show.
      (error: unknown) => console.warn('The opening hours could not be read', error),
    );
    return () => {
      live = false;
    };
  }, [lang]);
  const ends = [
    { key: 'pickup', label: t('reservation.instructions.pickup'), end: reservation.pickup },
    { key: 'return', label: t('reservation.instructions.return'), end: reservation.return },
  ].filter(({ end }) => offices[end.location.id]);
  if (reservation.selfService || ends.length === 0) return null;
  // The shuttle shows once, at the first end at an office it serves (a trip from and back to the airport
  // office needs it said once).
  const shuttleEnd = ends.find(({ end }) => offices[end.location.id]?.shuttle)?.key;
  return (
    <section className={styles.instructions} aria-labelledby="instructions-heading" data-testid="pickup-instructions">
      <h2 id="instructions-heading">{t('reservation.instructions.heading')}</h2>
      {ends.map(({ key, label, end }) => {
        const office = offices[end.location.id] as TripOffice;
        const location = options?.locations.find((candidate) => candidate.id === end.location.id);
        const hours = location
          ? openingHours(location.hours, end.at.slice(0, 10), {
              ...(options?.highSeason ? { highSeason: options.highSeason } : {}),
              selfServiceEnabled: options?.selfService ?? false,
            })
          : undefined;
        return (
          <div key={key} data-testid={`instructions-${key}`}>
            <h3>
              {label}: {localDateTime(end.at, lang)}
            </h3>
            <address>
              <strong>{office.title}</strong>
              <br />
              {office.address.street}
              <br />
              {office.address.postalCode} {office.address.city}
              {office.phone ? (
                <>
                  <br />
                  <a href={`tel:${office.phone.replace(/\s/g, '')}`}>{office.phone}</a>
                </>
              ) : null}
            </address>
            {hours === undefined ? null : (
              <p data-testid={`instructions-${key}-hours`}>
                {hours
                  ? t('reservation.instructions.hours', { from: hours.from, to: hours.to })
                  : t('reservation.instructions.closed')}
              </p>
            )}
            {office.directions ? (
              <p>
                <a href={office.directions} target="_blank" rel="noopener noreferrer">
                  {t('reservation.instructions.directions')}
                </a>
                {offline ? <> {t('reservation.instructions.mapOffline')}</> : null}
              </p>
            ) : null}
            {key === shuttleEnd && office.shuttle ? (
              <ShuttleInstructions shuttle={office.shuttle} offline={offline} />
            ) : null}
          </div>
        );
      })}
    </section>
  );
}

/** The shuttle's title and first paragraphs from the brand's shuttle page (its build), and a link to it. */
function ShuttleInstructions({ shuttle, offline }: { shuttle: TripShuttle; offline: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.shuttle} data-testid="instructions-shuttle">
      <h4>{shuttle.title}</h4>
      {shuttle.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <p>
        <a href={shuttle.path}>{t('reservation.instructions.shuttleLink')}</a>
        {offline ? <> {t('reservation.instructions.shuttleOffline')}</> : null}
      </p>
    </div>
  );
}
