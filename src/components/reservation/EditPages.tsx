import { Link, navigate } from 'gatsby';
import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { useGlobalLoading, waitsOnCall } from '../../browser/loading';
import { paymentActorOf } from '../../machines/payment.machine';
import type { Reservation } from '../../api-client/types';
import type { LocaleCode } from '../../config/locales';
import { localePrefix } from '../../domain/paths';
import { useTranslation } from '../../i18n/TranslationProvider';
import { editStepOf, editSteps, type EditSnapshot, type EditStep } from '../../machines/edit.machine';
import { OptionsStep } from '../booking/OptionsStep';
import { useSearchOptions } from '../booking/use-booking-data';
import { ReservationHeading } from './ReservationHeading';
import { icelandDateTime } from './reservation-format';
import * as booking from '../booking/booking.module.css';
import * as styles from './reservation.module.css';
import {
  type EditPageKind,
  editStepOfPage,
  editPathOf,
  type EditActor,
  useEditActor,
  currentReservation,
} from './use-edit-actor';
import { chosenOptionsOf, sameOptions } from './edit-proposal';
import { documentNavigation } from '../../browser/document-navigation';
import { isStable } from '../../machines/persist';
import { TermsStep } from './EditTermsStep';
import { DetailsEdit } from './EditDetailsStep';
import { PaymentEdit } from './EditPaymentStep';

/**
 * One edit page: sends `step.enter` for its step and follows the machine when it routes elsewhere
 * (the furthest step allowed), so a reload or a bookmark always lands on a step that can be shown.
 */
export function EditPage({ page, reservation }: { page: EditPageKind; reservation: Reservation }) {
  const { language } = useTranslation();
  const lang = language as LocaleCode;
  const step = editStepOfPage[page];
  const actor = useEditActor(reservation, step, lang);
  const snapshot = useSelector(actor, (s: EditSnapshot) => s);
  // The bar at the top of the page runs while a call of the edit is pending (spec §4).
  useGlobalLoading(waitsOnCall(snapshot) && paymentActorOf(snapshot) === null);
  const shown = editStepOf(snapshot);

  useEffect(() => {
    actor.send({ type: 'step.enter', step, now: new Date().toISOString() });
  }, [actor, step]);
  // The payment step opens with a page load of its own (issues 37, 38), once the snapshot it restores
  // is stored (a stable state: the quote has answered).
  const stable = isStable(snapshot);
  useEffect(() => {
    if (!shown || shown === step) return;
    if (shown !== 'payment') void navigate(editPathOf(lang, shown), { replace: true });
    else if (stable) documentNavigation(editPathOf(lang, shown), true);
  }, [shown, step, lang, stable]);

  if (shown === null) return <Refused snapshot={snapshot} />;
  if (shown !== step) return <div className={styles.placeholder} aria-hidden="true" />;
  return <EditStepView step={step} snapshot={snapshot} actor={actor} />;
}

function Refused({ snapshot }: { snapshot: EditSnapshot }) {
  const { t, language } = useTranslation();
  const lang = language as LocaleCode;
  const reservation = currentReservation(snapshot);
  const live = ['pending_payment', 'confirmed'].includes(reservation.status);
  return (
    <section className={booking.step} aria-labelledby="page-title">
      <ReservationHeading>{t('edit.refused.title')}</ReservationHeading>
      <p role="alert" className={booking.errorMessage} data-testid="edit-refused">
        {live
          ? t('edit.refused.text', { time: icelandDateTime(reservation.edit.until, lang) })
          : t('edit.refused.closed')}
      </p>
      <div className={booking.actions}>
        <Link className={booking.secondaryButton} to={`${localePrefix(lang)}/reservation/`}>
          {t('reservation.backToOverview')}
        </Link>
      </div>
    </section>
  );
}

function EditProgress({ step }: { step: EditStep }) {
  const { t } = useTranslation();
  const index = editSteps.indexOf(step);
  return (
    <nav className={booking.progress} aria-label={t('edit.steps.label')}>
      <ol>
        {editSteps.map((name, i) => (
          <li
            key={name}
            data-state={i < index ? 'done' : i === index ? 'current' : 'todo'}
            {...(i === index ? { 'aria-current': 'step' as const } : {})}
          >
            <span className={booking.progressNumber} aria-hidden="true">
              {i + 1}
            </span>
            {t(`edit.steps.${name}`)}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function EditStepView({ step, snapshot, actor }: { step: EditStep; snapshot: EditSnapshot; actor: EditActor }) {
  const { t, language } = useTranslation();
  const lang = language as LocaleCode;
  const reservation = currentReservation(snapshot);
  const options = useSearchOptions(lang);
  const loaded = options.status === 'done' ? options.value : null;
  return (
    <div className={styles.edit}>
      <EditProgress step={step} />
      <p className={booking.muted}>{t('edit.until', { time: icelandDateTime(reservation.edit.until, lang) })}</p>
      {step === 'terms' ? (
        <TermsStep reservation={reservation} proposal={snapshot.context.proposal} options={loaded} actor={actor} />
      ) : null}
      {step === 'details' ? <DetailsEdit reservation={reservation} snapshot={snapshot} actor={actor} /> : null}
      {step === 'options' ? (
        loaded ? (
          <OptionsStep
            options={loaded}
            currency={reservation.currency}
            initial={snapshot.context.proposal.options ?? chosenOptionsOf(reservation)}
            onChange={() => undefined}
            onSubmit={(chosen) =>
              actor.send({
                type: 'options.submit',
                options: sameOptions(chosen, chosenOptionsOf(reservation)) ? null : chosen,
              })
            }
            onBack={() => actor.send({ type: 'back' })}
          />
        ) : (
          <p className={booking.muted}>{t('edit.options.loading')}</p>
        )
      ) : null}
      {step === 'payment' ? <PaymentEdit snapshot={snapshot} actor={actor} /> : null}
    </div>
  );
}
