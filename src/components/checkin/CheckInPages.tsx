import { useSelector } from '@xstate/react';
import { navigate } from 'gatsby';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { createActor, type Actor } from 'xstate';
import { documentNavigation } from '../../browser/document-navigation';
import { useGlobalLoading, waitsOnCall } from '../../browser/loading';
import { paymentActorOf } from '../../machines/payment.machine';
import { api } from '../../api-client/client';
import { ApiError } from '../../api-client/errors';
import type { ContractAnswer, Reservation, SigningLinkAnswer } from '../../api-client/types';
import { checkInPagePaths, type CheckInPageKind } from '../../build/pages';
import type { LocaleCode } from '../../config/locales';
import { localePrefix } from '../../domain/paths';
import { useTranslation } from '../../i18n/TranslationProvider';
import { checkInStepOf, type CheckInEvent, type CheckInStep } from '../../machines/checkin.machine';
import { createPersistedActor, isStable } from '../../machines/persist';
import { LoadingBar } from '../booking/LoadingBar';
import { useReservation } from '../reservation/use-reservation';
import { checkInReservationOf, provideCheckIn } from './checkin-actor';
import { CheckInPaymentStep, ContractStep, OptionsStep, StartStep } from './CheckInSteps';
import { DetailsStep } from './DetailsStep';
import { preparePhotoInCanvas } from './licence-canvas';
import type { PreparePhoto } from './licence-image';
import { DoneStep, SignatureStep } from './SignatureStep';
import { errorText } from './step-props';
import * as booking from '../booking/booking.module.css';
import * as styles from '../reservation/reservation.module.css';

type PageStep = Exclude<CheckInStep, 'done'>;
type Machine = ReturnType<typeof provideCheckIn>;

/** Raise when the check-in machine's states or context change shape. */
// 2: the payment goes through the processor's page; the attempt's key is kept (issue 26).
// 3: the payment sends the whole window to the processor's page and is restored on the way back (issue 37).
const snapshotVersion = 3;

export function stepOfPage(page: CheckInPageKind): PageStep {
  return page.slice('checkin-'.length) as PageStep;
}

/** The page of a step; `done` shows on the signature page. */
export function pathOfStep(step: CheckInStep, language: LocaleCode): string {
  const page: CheckInPageKind = step === 'done' ? 'checkin-signature' : `checkin-${step}`;
  return `${localePrefix(language)}${checkInPagePaths[page]}`;
}

export interface CheckInPagesProps {
  page: CheckInPageKind;
  /** Turns a picked photo into the bytes to upload (the canvas in a browser; a stand-in in tests). */
  preparePhoto?: PreparePhoto;
}

/**
 * Online check-in (spec §2, §4): the session's steps, or the signature step of a signing link
 * (`/reservation/checkin/signature/?token=…`, no session needed).
 */
export default function CheckInPages({ page, preparePhoto = preparePhotoInCanvas }: CheckInPagesProps) {
  const token =
    page === 'checkin-signature' && typeof window !== 'undefined'
      ? new URLSearchParams(window.location.search).get('token')
      : null;
  return token ? <LinkFrame token={token} /> : <SessionFrame step={stepOfPage(page)} preparePhoto={preparePhoto} />;
}

interface Kept {
  key: string;
  actor: Actor<Machine>;
  reservation: Reservation | null;
  contract: ContractAnswer | null;
  listeners: Set<() => void>;
}

/** One actor per tab and reservation, kept across Gatsby's page changes (as booking-actor.ts does). */
let kept: Kept | null = null;

function keptFor(key: string, create: (kept: Kept) => Actor<Machine>): Kept {
  if (kept?.key === key) return kept;
  kept?.actor.stop();
  const fresh: Kept = {
    key,
    actor: null as unknown as Actor<Machine>,
    reservation: null,
    contract: null,
    listeners: new Set(),
  };
  fresh.actor = create(fresh);
  fresh.actor.start();
  kept = fresh;
  return fresh;
}

/** The page's fresh reservation replaces what an earlier page's requests answered. */
function keepReservation(entry: Kept, reservation: Reservation): void {
  entry.reservation = reservation;
}

function machineFor(entry: Kept): Machine {
  const changed = () => entry.listeners.forEach((listener) => listener());
  return provideCheckIn(api, {
    onReservation: (reservation) => {
      entry.reservation = reservation;
      changed();
    },
    onContract: (answer) => {
      entry.contract = answer;
      changed();
    },
  });
}

/** The side-channel of the kept actor (full reservation, contract answer) as React state. */
function useKept(entry: Kept): { reservation: Reservation | null; contract: ContractAnswer | null } {
  const [, setTick] = useState(0);
  useEffect(() => {
    const listener = () => setTick((tick) => tick + 1);
    entry.listeners.add(listener);
    return () => {
      entry.listeners.delete(listener);
    };
  }, [entry]);
  return { reservation: entry.reservation, contract: entry.contract };
}

function SessionFrame({ step, preparePhoto }: { step: PageStep; preparePhoto: PreparePhoto }) {
  const { t, language } = useTranslation();
  const { state } = useReservation(language);
  if (state.kind === 'loading') return <Pending step={step} />;
  if (state.kind === 'failed') {
    return (
      <p role="alert" className={booking.errorMessage}>
        {errorText(t, { code: state.code, message: state.message })}
      </p>
    );
  }
  return <SessionSteps reservation={state.reservation} step={step} preparePhoto={preparePhoto} />;
}

function SessionSteps({
  reservation,
  step,
  preparePhoto,
}: {
  reservation: Reservation;
  step: PageStep;
  preparePhoto: PreparePhoto;
}) {
  const { language } = useTranslation();
  const entry = useMemo(
    () =>
      keptFor(`checkin-${reservation.reference}`, (fresh) =>
        createPersistedActor(
          machineFor(fresh),
          { storage: window.sessionStorage, key: `checkin-${reservation.reference}`, version: snapshotVersion },
          { input: { reservation: checkInReservationOf(reservation), step, now: new Date().toISOString() } },
        ),
      ),
    // One actor per reservation; the step is sent below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [reservation.reference],
  );
  const { reservation: answered, contract } = useKept(entry);
  const full = answered ?? reservation;
  useEffect(() => {
    keepReservation(entry, reservation);
    entry.actor.send({ type: 'reservation.loaded', reservation: checkInReservationOf(reservation) });
  }, [entry, reservation]);
  useEffect(() => {
    entry.actor.send({ type: 'step.enter', step, now: new Date().toISOString() });
  }, [entry, step]);
  const snapshot = useSelector(entry.actor, (current) => current);
  // The bar at the top of the page runs while a call of the check-in is pending (spec §4); not while the
  // customer is on the processor's page, which says what it waits for.
  useGlobalLoading(waitsOnCall(snapshot) && paymentActorOf(snapshot) === null);
  const send = useCallback((event: CheckInEvent) => entry.actor.send(event), [entry]);

  // The address bar follows the machine: a step not yet reachable shows the furthest one.
  const shown = checkInStepOf(snapshot) ?? 'start';
  const pageOfShown: PageStep = shown === 'done' ? 'signature' : shown;
  // The payment step opens with a page load of its own (issues 37, 38), once the snapshot it restores
  // is stored (a stable state: the options were saved).
  const stable = isStable(snapshot);
  useEffect(() => {
    if (pageOfShown === step) return;
    const path = pathOfStep(pageOfShown, language as LocaleCode);
    if (pageOfShown !== 'payment') void navigate(path, { replace: true });
    else if (stable) documentNavigation(path, true);
  }, [pageOfShown, step, language, stable]);
  if (snapshot.matches('routing') || snapshot.matches('entering') || snapshot.matches('redirecting'))
    return <Pending step={step} />;
  if (pageOfShown !== step) return <Pending step={step} />;

  const props = { snapshot, send, reservation: full };
  const renterName = `${full.customer.firstName ?? ''} ${full.customer.lastName ?? ''}`.trim();
  switch (shown) {
    case 'start':
      return <StartStep {...props} />;
    case 'details':
      return <DetailsStep {...props} preparePhoto={preparePhoto} />;
    case 'options':
      return <OptionsStep {...props} />;
    case 'payment':
      return <CheckInPaymentStep {...props} />;
    case 'contract':
      return <ContractStep {...props} />;
    case 'signature':
      return (
        <SignatureStep
          {...props}
          signingLink={contract?.signingLink ?? null}
          requestLink={() => api.newSigningLink(full.reference).then((answer) => answer.signingLink)}
          renterName={renterName}
          contractPdf={api.contractUrl(full.reference)}
        />
      );
    default:
      return <DoneStep reference={full.reference} withSession />;
  }
}

function LinkFrame({ token }: { token: string }) {
  const { t } = useTranslation();
  const [link, setLink] = useState<SigningLinkAnswer | { code: string; message: string } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api.getSigningLink(token, controller.signal).then(setLink, (error: unknown) => {
      if (controller.signal.aborted) return;
      setLink({
        code: error instanceof ApiError ? error.code : 'unexpected',
        message: error instanceof Error ? error.message : '',
      });
    });
    return () => controller.abort();
  }, [token]);
  if (!link) return <Pending step="signature" />;
  if ('code' in link) {
    return (
      <p role="alert" className={booking.errorMessage} data-testid="link-failure">
        {errorText(t, link)}
      </p>
    );
  }
  return <LinkSignature token={token} link={link} />;
}

function LinkSignature({ token, link }: { token: string; link: SigningLinkAnswer }) {
  const actor = useMemo(() => {
    const created = createActor(provideCheckIn(api, { onReservation: () => undefined, onContract: () => undefined }), {
      input: {
        fromSigningLink: true,
        reference: link.reference,
        token,
        contractSha256: link.contract.sha256,
        step: 'signature',
        now: new Date().toISOString(),
      },
    });
    created.start();
    return created;
  }, [token, link]);
  const snapshot = useSelector(actor, (current) => current);
  const send = useCallback((event: CheckInEvent) => actor.send(event), [actor]);
  if (snapshot.matches('done')) return <DoneStep reference={link.reference} withSession={false} />;
  return (
    <SignatureStep
      snapshot={snapshot}
      send={send}
      reservation={null}
      signingLink={null}
      renterName={link.renterName}
      contractPdf={api.signingLinkContractUrl(token)}
    />
  );
}

/** While a step is on its way: the loading bar, the step's heading (every page keeps its h1) and its room. */
function Pending({ step }: { step: PageStep }) {
  const { t } = useTranslation();
  return (
    <>
      <LoadingBar active />
      <h1 className={booking.stepHeading}>{t(`checkin.titles.${step}`)}</h1>
      <div className={styles.placeholder} aria-hidden="true" />
    </>
  );
}
