import { useEffect, useState } from 'react';
import { api } from '../../api-client/client';
import type { TripConditions, TripRoad, TripSourceState, TripWarning } from '../../api-client/types';
import type { LocaleCode } from '../../config/locales';
import { useTranslation } from '../../i18n/TranslationProvider';
import * as booking from '../booking/booking.module.css';
import { icelandDateTime } from './reservation-format';
import * as styles from './reservation.module.css';
import * as trip from './trip-conditions.module.css';

/**
 * The trip's roads and weather on the overview (issue 40), loaded as a chunk of its own only when the
 * window is open (OverviewPage): what the scheduled refresh kept, read once from the reservation's
 * trip-conditions answer. Nothing is shown while it loads or when it cannot be read: the rest of the
 * overview never waits on it.
 */
export default function TripConditionsPanel({ reference }: { reference: string }) {
  const [conditions, setConditions] = useState<TripConditions | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api.tripConditions(reference, controller.signal).then(
      (answer) => setConditions(answer),
      () => setConditions(null),
    );
    return () => controller.abort();
  }, [reference]);
  return conditions?.shown ? <TripConditionsView conditions={conditions} /> : null;
}

/** The kept conditions as the customer reads them; each source says when its data cannot be shown as current. */
export function TripConditionsView({ conditions }: { conditions: Extract<TripConditions, { shown: true }> }) {
  const { t, language } = useTranslation();
  const lang = language as LocaleCode;
  const when = (instant: string) => icelandDateTime(instant, lang);
  const { sources, roads, warnings, highland } = conditions;
  return (
    <section className={styles.panel} aria-labelledby="trip-conditions-title" data-testid="trip-conditions">
      <h2 id="trip-conditions-title">{t('reservation.trip.title')}</h2>
      <p className={booking.muted}>{t('reservation.trip.intro')}</p>

      <h3>{t('reservation.trip.roadsTitle')}</h3>
      {sources.roads.status === 'current' ? (
        roads.length > 0 ? (
          <>
            <RoadList roads={roads} when={when} testId="trip-road" />
            <p className={booking.muted}>{t('reservation.trip.roadsLanguage')}</p>
          </>
        ) : (
          <p>{t('reservation.trip.noRoads')}</p>
        )
      ) : (
        <SourceUnavailable source="roads" state={sources.roads} when={when} />
      )}

      <h3>{t('reservation.trip.warningsTitle')}</h3>
      {sources.warnings.status === 'current' ? (
        warnings.length > 0 ? (
          <ul className={trip.items}>
            {warnings.map((warning) => (
              <WarningItem key={warning.id} warning={warning} when={when} />
            ))}
          </ul>
        ) : (
          <p>{t('reservation.trip.noWarnings')}</p>
        )
      ) : (
        <SourceUnavailable source="warnings" state={sources.warnings} when={when} />
      )}

      <h3>{t('reservation.trip.highlandTitle')}</h3>
      {!highland.allowed ? (
        <p data-testid="trip-highland-not-allowed">
          <strong>{t('reservation.trip.highlandNotAllowed')}</strong>
        </p>
      ) : sources.roads.status !== 'current' ? (
        <p>{t('reservation.trip.highlandUnknown')}</p>
      ) : (
        <>
          <p>
            {highland.roads.length > 0 && highland.roads.every((road) => road.closed)
              ? t('reservation.trip.highlandAllClosed')
              : t('reservation.trip.highlandAllowed')}
          </p>
          {highland.roads.length > 0 ? (
            <RoadList roads={highland.roads} when={when} testId="trip-highland-road" />
          ) : null}
        </>
      )}

      <footer className={trip.footer} data-testid="trip-sources">
        <p>{t('reservation.trip.footer')}</p>
        <p>
          <a href={sources.roads.link} rel="noopener noreferrer" target="_blank">
            {t('reservation.trip.roadsSource')}
          </a>
          {' · '}
          <a href={sources.warnings.link} rel="noopener noreferrer" target="_blank">
            {t('reservation.trip.warningsSource')}
          </a>
        </p>
      </footer>
    </section>
  );
}

function RoadList({ roads, when, testId }: { roads: TripRoad[]; when: (instant: string) => string; testId: string }) {
  const { t } = useTranslation();
  return (
    <ul className={trip.items}>
      {roads.map((road) => (
        <li key={road.id} className={trip.item} data-testid={testId} data-closed={road.closed}>
          <span lang="is">{road.name}</span>
          <span className={road.closed ? trip.closed : undefined}>
            {road.closed ? t('reservation.trip.closed') : null}
            {/* Vegagerðin's own words, unless they are the word just shown (in Icelandic, "Lokað"). */}
            {road.closed && road.condition === t('reservation.trip.closed') ? null : (
              <span lang="is">{`${road.closed ? ' ' : ''}(${road.condition})`}</span>
            )}
          </span>
          <span className={booking.muted} data-testid="trip-recorded">
            {t('reservation.trip.recorded', { time: when(road.issuedAt) })}
          </span>
        </li>
      ))}
    </ul>
  );
}

function WarningItem({ warning, when }: { warning: TripWarning; when: (instant: string) => string }) {
  const { t, language } = useTranslation();
  // The Met Office issues its warnings in Icelandic and English.
  const headlineLanguage = language === 'is' && warning.headline.is ? 'is' : warning.headline.en ? 'en' : 'is';
  return (
    <li className={trip.item} data-testid="trip-warning" data-colour={warning.colour}>
      <span className={trip.warning} data-colour={warning.colour}>
        {t(`reservation.trip.colour.${warning.colour}`)}
      </span>
      <span lang={headlineLanguage}>{warning.headline[headlineLanguage]}</span>
      {warning.onset && warning.expires ? (
        <span>{t('reservation.trip.inForce', { from: when(warning.onset), to: when(warning.expires) })}</span>
      ) : null}
      <span className={booking.muted} data-testid="trip-issued">
        {t('reservation.trip.issued', { time: when(warning.issuedAt) })}
      </span>
      <a href={warning.link} rel="noopener noreferrer" target="_blank">
        {t('reservation.trip.warningLink')}
      </a>
    </li>
  );
}

function SourceUnavailable({
  source,
  state,
  when,
}: {
  source: 'roads' | 'warnings';
  state: TripSourceState;
  when: (instant: string) => string;
}) {
  const { t } = useTranslation();
  const message =
    state.status === 'stale' && state.fetchedAt
      ? t(`reservation.trip.${source}Stale`, { time: when(state.fetchedAt) })
      : state.status === 'failed'
        ? t(`reservation.trip.${source}Failed`)
        : t(`reservation.trip.${source}None`);
  return (
    <p className={trip.unavailable} data-testid={`trip-${source}-unavailable`} data-status={state.status}>
      {message}{' '}
      <a href={state.link} rel="noopener noreferrer" target="_blank">
        {t(`reservation.trip.${source}Source`)}
      </a>
    </p>
  );
}
