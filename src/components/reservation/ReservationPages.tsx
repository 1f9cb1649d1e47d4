import { useEffect, useState, type ComponentType } from 'react';
import type { CheckInPageKind, ReservationPageContext, ReservationPageKind } from '../../build/pages';
import type { CheckInPagesProps } from '../checkin/CheckInPages';
import type { Reservation } from '../../api-client/types';
import { checkSession } from '../../browser/session-check';
import { useTranslation } from '../../i18n/TranslationProvider';
import { LoadingBar } from '../booking/LoadingBar';
import { PaymentReturn } from '../payment/PaymentReturn';
import { CancelPage } from './CancelPage';
import { DepositPage } from './DepositPage';
import { EditPage } from './EditPages';
import { FindPage } from './FindPage';
import { OverviewPage } from './OverviewPage';
import { RefundPage } from './RefundPage';
import { titleKeyOf } from './page-title';
import { SignOutOfReservation, TripOfflineStatus } from './TripOffline';
import { PickupInstructions } from './PickupInstructions';
import type { TripOffice } from '../../build/trip-offices';
import { useReservation } from './use-reservation';
import * as booking from '../booking/booking.module.css';
import * as styles from './reservation.module.css';
import { translateFirst } from '../../i18n/translate';

/**
 * The reservation pages (spec §2 /reservation/…). The static HTML holds a frame of the page's height;
 * in the browser the session check runs first, then the tab's reservation is read (find needs none).
 */
export function ReservationPages({ context }: { context: ReservationPageContext }) {
  return (
    <div className={styles.page}>
      {context.page === 'find' ? (
        <FindFrame />
      ) : context.page === 'paymentReturn' ? (
        <PaymentReturn />
      ) : isCheckInPage(context.page) ? (
        <CheckInFrame page={context.page} />
      ) : (
        <WithReservation page={context.page} offices={context.offices ?? {}} />
      )}
    </div>
  );
}

function isCheckInPage(page: ReservationPageContext['page']): page is CheckInPageKind {
  return page.startsWith('checkin-');
}

/**
 * The check-in pages are loaded apart (their own chunk, with the QR code and the signature pad), in
 * the browser only: the static HTML holds the frame.
 */
function CheckInFrame({ page }: { page: CheckInPageKind }) {
  const [CheckInPages, setCheckInPages] = useState<ComponentType<CheckInPagesProps> | null>(null);
  useEffect(() => {
    let live = true;
    void import('../checkin/CheckInPages').then((module) => live && setCheckInPages(() => module.default));
    return () => {
      live = false;
    };
  }, []);
  return CheckInPages ? <CheckInPages page={page} /> : <Pending page={page} />;
}

/**
 * The condition walk (issue 39) is loaded apart, with its machine, upload queue and photo reduction, so
 * the overview's JavaScript stays small.
 */
function ConditionFrame({ reservation }: { reservation: Reservation }) {
  const [Walk, setWalk] = useState<ComponentType<{ reservation: Reservation }> | null>(null);
  useEffect(() => {
    let live = true;
    void import('../condition/ConditionPage').then((module) => live && setWalk(() => module.default));
    return () => {
      live = false;
    };
  }, []);
  return Walk ? <Walk reservation={reservation} /> : <Pending page="condition" />;
}

/**
 * The find page's heading, form and `<noscript>` are in its static HTML (issue 30), so a visitor on a
 * slow connection reads and fills the form while the page loads. Its button works once the page runs
 * and the session check has answered (spec §2: the check runs first).
 */
function FindFrame() {
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    let live = true;
    void checkSession().then(() => live && setChecked(true));
    return () => {
      live = false;
    };
  }, []);
  return <FindPage ready={checked} />;
}

function WithReservation({
  page,
  offices,
}: {
  page: Exclude<ReservationPageContext['page'], 'find' | 'paymentReturn' | CheckInPageKind>;
  offices: Record<string, TripOffice>;
}) {
  const { t, language } = useTranslation();
  const { state, show } = useReservation(language);
  if (state.kind === 'loading') return <Pending page={page} />;
  if (state.kind === 'failed') {
    return (
      <p role="alert" className={booking.errorMessage}>
        {translateFirst(t, [`booking.errors.${state.code}`], t('booking.errors.unexpected'))}
      </p>
    );
  }
  if (page === 'cancel') return <CancelPage reservation={state.reservation} />;
  if (page === 'refund') return <RefundPage reservation={state.reservation} />;
  if (page === 'deposit') return <DepositPage reservation={state.reservation} />;
  if (page === 'condition') return <ConditionFrame reservation={state.reservation} />;
  if (page === 'editTerms' || page === 'editDetails' || page === 'editOptions' || page === 'editPayment') {
    return <EditPage page={page} reservation={state.reservation} />;
  }
  return (
    <>
      {state.fromDevice ? (
        <TripOfflineStatus reservation={state.reservation} updatedAt={state.updatedAt} fromDevice={state.fromDevice} />
      ) : null}
      <OverviewPage reservation={state.reservation} onChange={show} />
      <PickupInstructions reservation={state.reservation} offices={offices} offline={state.fromDevice} />
      {state.fromDevice ? null : (
        <TripOfflineStatus reservation={state.reservation} updatedAt={state.updatedAt} fromDevice={state.fromDevice} />
      )}
      <SignOutOfReservation />
    </>
  );
}

/**
 * While the reservation is on its way: the loading bar, the page's heading and a placeholder of the
 * page's height. The static HTML has them too (issue 30), with a `<noscript>` saying what needs
 * JavaScript and the way on without it.
 */
function Pending({ page }: { page: ReservationPageKind }) {
  const { t } = useTranslation();
  return (
    <>
      <LoadingBar active />
      <h1 className={booking.stepHeading}>{t(titleKeyOf(page))}</h1>
      <noscript>
        <p className={booking.errorMessage}>{t('reservation.needsJavaScript')}</p>
      </noscript>
      <div className={styles.placeholder} aria-hidden="true" />
    </>
  );
}
