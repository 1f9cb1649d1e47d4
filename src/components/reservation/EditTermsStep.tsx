/** The edit wizard's first step: the trip (places and times) in the search bar. */

import { Link } from 'gatsby';
import { useMemo, useState } from 'react';
import type { Reservation, SearchOptions } from '../../api-client/types';
import type { LocaleCode } from '../../config/locales';
import { businessToday } from '../../domain/dates';
import { localePrefix } from '../../domain/paths';
import { useTranslation } from '../../i18n/TranslationProvider';
import type { ProposedChange, TripChange } from '../../machines/edit.machine';
import { searchRulesOf } from '../booking/use-booking-data';
import { SearchBar } from '../search/SearchBar';
import { ReservationHeading } from './ReservationHeading';
import { localDateTime } from './reservation-format';
import * as booking from '../booking/booking.module.css';
import type { EditActor } from './use-edit-actor';
import { searchOfReservation, tripChangeOf } from './edit-proposal';

export function TermsStep({
  reservation,
  proposal,
  options,
  actor,
}: {
  reservation: Reservation;
  proposal: ProposedChange;
  options: SearchOptions | null;
  actor: EditActor;
}) {
  const { t, language } = useTranslation();
  const lang = language as LocaleCode;
  const today = useMemo(() => businessToday(new Date()), []);
  const rules = useMemo(() => (options ? searchRulesOf(options) : null), [options]);
  const [chosen, setChosen] = useState<TripChange | null>(proposal.trip);
  const initial = useMemo(
    () => (rules ? searchOfReservation(reservation, rules, proposal.trip) : null),
    [rules, reservation, proposal.trip],
  );
  return (
    <section className={booking.step} aria-labelledby="page-title">
      <ReservationHeading>{t('edit.titles.editTerms')}</ReservationHeading>
      <h2>{t('edit.terms.current')}</h2>
      <dl className={booking.trip}>
        <dt>{t('booking.summary.pickup')}</dt>
        <dd>
          {reservation.pickup.location.title}, {localDateTime(reservation.pickup.at, lang)}
        </dd>
        <dt>{t('booking.summary.return')}</dt>
        <dd>
          {reservation.return.location.title}, {localDateTime(reservation.return.at, lang)}
        </dd>
      </dl>
      <p className={booking.muted}>{t('edit.terms.intro')}</p>
      {rules && initial ? (
        <SearchBar
          rules={rules}
          today={today}
          initial={initial}
          language={lang}
          variant="bar"
          onSubmit={(search) => setChosen(tripChangeOf(search, reservation))}
        />
      ) : (
        <div className={booking.searchPlaceholder} aria-hidden="true" />
      )}
      <p role="status" className={booking.muted} data-testid="edit-terms-chosen">
        {chosen
          ? `${t('edit.terms.changed')}: ${localDateTime(chosen.pickupAt, lang)} – ${localDateTime(chosen.returnAt, lang)}`
          : ''}
      </p>
      <div className={booking.actions}>
        <Link className={booking.secondaryButton} to={`${localePrefix(lang)}/reservation/`}>
          {t('edit.cancelChange')}
        </Link>
        <button
          type="button"
          className={booking.primaryButton}
          data-testid="edit-terms-continue"
          onClick={() => actor.send({ type: 'terms.submit', trip: chosen })}
        >
          {chosen ? t('edit.terms.continue') : t('edit.terms.keep')}
        </button>
      </div>
    </section>
  );
}
