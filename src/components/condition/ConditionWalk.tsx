import { useSelector } from '@xstate/react';
import { Link } from 'gatsby';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createActor, fromPromise, type Actor } from 'xstate';
import { ApiError } from '../../api-client/errors';
import type { Reservation } from '../../api-client/types';
import { developmentInspector } from '../../browser/inspector';
import type { LocaleCode } from '../../config/locales';
import { localePrefix } from '../../domain/paths';
import { useTranslation } from '../../i18n/TranslationProvider';
import { translateFirst, type Translate } from '../../i18n/translate';
import { conditionWalkMachine, missingAngles, type WalkError } from '../../machines/condition-walk.machine';
import { LoadingBar } from '../booking/LoadingBar';
import type { PrepareConditionPhoto } from '../checkin/licence-image';
import { ReservationHeading } from '../reservation/ReservationHeading';
import { icelandDateTime } from '../reservation/reservation-format';
import { FieldError } from '../ui/FieldError';
import { focusHeading } from '../ui/heading-focus';
import { CarOutline } from './CarOutline';
import {
  createConditionApi,
  type ConditionApi,
  type ConditionPhoto,
  type ConditionView,
  type PhotoPlace,
  type PhotoPosition,
} from './condition-api';
import { UploadQueue, type QueueState, type QueueStore } from './upload-queue';
import { nextSequence, noteOf, takenAtOf, zoneOf } from './walk-parts';
import * as booking from '../booking/booking.module.css';
import * as styles from './condition.module.css';

export interface ConditionWalkProps {
  reservation: Reservation;
  /** The condition endpoints (tests pass a stand-in server's). */
  conditionApi?: ConditionApi;
  /** Where waiting photos are kept: IndexedDB in the browser (`idb-queue-store.ts`). */
  openStore: () => Promise<{ store: QueueStore; durable: boolean }>;
  /** Reduces a photo as the licence photos are, with its report copy (`prepareConditionPhotoInCanvas`). */
  preparePhoto: PrepareConditionPhoto;
  now?: () => Date;
  newClientId?: () => string;
}

type Load = { kind: 'loading' } | { kind: 'failed'; code: string } | { kind: 'ready'; condition: ConditionView };

/** The stage's label: "At pickup", "Monthly check 2" (`check-2`). */
export function stageLabel(t: Translate, stage: string): string {
  const check = /^check-(\d+)$/.exec(stage);
  if (check) return t('condition.stages.check', { number: check[1]! });
  return translateFirst(t, [`condition.stages.${stage}`], stage);
}

export function angleLabel(t: Translate, angle: string): string {
  return translateFirst(t, [`condition.angles.${angle}`], angle);
}

/** The server's refusal in the page's language (the server's own words for a code we do not know). */
export function conditionErrorText(t: Translate, error: WalkError): string {
  if (error.code === 'condition_incomplete' && error.fields) {
    const angles = Object.keys(error.fields).map((angle) => angleLabel(t, angle));
    return t('condition.errors.condition_incomplete', { angles: angles.join(', ') });
  }
  return translateFirst(t, [`condition.errors.${error.code}`], error.message || t('condition.errors.unexpected'));
}

function errorOf(error: unknown): WalkError {
  if (error instanceof ApiError)
    return { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) };
  return { code: 'unexpected', message: '' };
}

/**
 * The customer's condition walk (issue 39): loads the stage open now, keeps photos in the upload queue
 * (kept on the phone until the server has them, sent in order), and runs the walk's machine for the
 * step order. Loaded as a chunk of its own on `/reservation/condition/` only.
 */
export default function ConditionWalk({
  reservation,
  conditionApi,
  openStore,
  preparePhoto,
  now = () => new Date(),
  newClientId = () => crypto.randomUUID(),
}: ConditionWalkProps) {
  const { t, language } = useTranslation();
  const lang = language as LocaleCode;
  const client = useMemo(() => conditionApi ?? createConditionApi(), [conditionApi]);
  const reference = reservation.reference;
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [queue, setQueue] = useState<{ queue: UploadQueue; durable: boolean } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [chosenStage, setChosenStage] = useState<string | null>(null);

  // Photos the queue has sent on this page: an answer of GET read before one of them arrived still shows it.
  const uploaded = useRef(new Map<string, { stage: string; photo: ConditionPhoto }>());

  // The queue first (it outlives the tab), then the stage from the server.
  useEffect(() => {
    let live = true;
    let made: UploadQueue | null = null;
    const online = () => made?.setOnline(true);
    const offline = () => made?.setOnline(false);
    void openStore().then(async ({ store, durable }) => {
      if (!live) return;
      made = new UploadQueue({
        reference,
        store,
        online: typeof navigator === 'undefined' ? true : navigator.onLine,
        upload: (photo, signal) =>
          client
            .putPhoto(reference, photo.stage, photo.clientId, photo.meta, photo.photo, signal, photo.reportCopy)
            .then((answer) => answer.photo),
      });
      // Each photo the server stores joins its stage's list (with its received time).
      made.onUploaded((photo, queued) => {
        uploaded.current.set(photo.clientId, { stage: queued.stage, photo });
        setLoad((current) =>
          current.kind === 'ready'
            ? { ...current, condition: withPhoto(current.condition, queued.stage, photo) }
            : current,
        );
      });
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      await made.resume();
      if (live) setQueue({ queue: made, durable });
    });
    return () => {
      live = false;
      made?.stop();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [client, openStore, reference]);

  useEffect(() => {
    const controller = new AbortController();
    client
      .get(reference, controller.signal)
      .then(({ condition }) => {
        let known = condition;
        for (const { stage, photo } of uploaded.current.values()) known = withPhoto(known, stage, photo);
        setLoad({ kind: 'ready', condition: known });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoad({ kind: 'failed', code: errorOf(error).code });
      });
    return () => controller.abort();
  }, [client, reference, attempt]);

  const overview = `${localePrefix(lang)}/reservation/`;
  if (load.kind === 'loading' || !queue) {
    return (
      <>
        <LoadingBar active />
        <ReservationHeading>{t('condition.titles.condition')}</ReservationHeading>
      </>
    );
  }
  if (load.kind === 'failed') {
    return (
      <section className={styles.walk} aria-labelledby="page-title">
        <ReservationHeading>{t('condition.titles.condition')}</ReservationHeading>
        <QueueStatus queue={queue.queue} durable={queue.durable} />
        <p role="alert" className={booking.errorMessage}>
          {translateFirst(t, [`condition.errors.${load.code}`], t('condition.loadFailed'))}
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className={booking.secondaryButton}
            onClick={() => {
              setLoad({ kind: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            {t('condition.tryAgain')}
          </button>
          <Link className={booking.secondaryButton} to={overview}>
            {t('condition.backToOverview')}
          </Link>
        </div>
      </section>
    );
  }
  const { condition } = load;
  const open = openStages(condition);
  const stage = open.find((candidate) => candidate.stage === chosenStage) ?? defaultStage(open);
  if (!stage) {
    return (
      <section className={styles.walk} aria-labelledby="page-title">
        <ReservationHeading>{t('condition.titles.condition')}</ReservationHeading>
        <QueueStatus queue={queue.queue} durable={queue.durable} />
        <p>{t('condition.notOpen')}</p>
        <ReportLink reference={reference} condition={condition} client={client} />
        <Link className={booking.secondaryButton} to={overview}>
          {t('condition.backToOverview')}
        </Link>
      </section>
    );
  }
  return (
    <Walk
      key={stage.stage}
      reference={reference}
      condition={condition}
      stage={stage.stage}
      queue={queue.queue}
      durable={queue.durable}
      client={client}
      preparePhoto={preparePhoto}
      now={now}
      newClientId={newClientId}
      onConfirmed={(next) => {
        // The confirmation stays in view; another open walk is offered beside it.
        setChosenStage(stage.stage);
        setLoad({ kind: 'ready', condition: next });
      }}
      stageChoice={
        open.length > 1 ? (
          <StageChoice
            stages={open.map((candidate) => candidate.stage)}
            current={stage.stage}
            onChoose={setChosenStage}
          />
        ) : null
      }
    />
  );
}

/**
 * The walks open for the customer now: the server names the latest that has started (`open`); the ones
 * before it in the list started earlier and stay open until the desk's return mark.
 */
export function openStages(condition: ConditionView): ConditionView['stages'] {
  const last = condition.stages.findIndex((stage) => stage.stage === condition.open);
  if (last < 0) return [];
  return condition.stages.slice(0, last + 1).filter((stage) => !stage.closedAt);
}

/** The walk to show first: the earliest not yet confirmed (the pickup's before the return's), else the latest. */
export function defaultStage(open: ConditionView['stages']): ConditionView['stages'][number] | undefined {
  return open.find((stage) => !stage.confirmedAt) ?? open.at(-1);
}

/** When more than one walk is open (a pickup not confirmed when the return's opens): which to record. */
function StageChoice({
  stages,
  current,
  onChoose,
}: {
  stages: string[];
  current: string;
  onChoose: (stage: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.actions} role="group" aria-label={t('condition.stageChoice')}>
      {stages.map((stage) => (
        <button
          key={stage}
          type="button"
          className={stage === current ? booking.primaryButton : booking.secondaryButton}
          aria-pressed={stage === current}
          onClick={() => onChoose(stage)}
        >
          {stageLabel(t, stage)}
        </button>
      ))}
    </div>
  );
}

function withPhoto(condition: ConditionView, stage: string, photo: ConditionPhoto): ConditionView {
  return {
    ...condition,
    stages: condition.stages.map((candidate) =>
      candidate.stage !== stage || candidate.photos.some((known) => known.clientId === photo.clientId)
        ? candidate
        : { ...candidate, photos: [...candidate.photos, photo] },
    ),
  };
}

function useQueueState(queue: UploadQueue): QueueState {
  const subscribe = useCallback((changed: () => void) => queue.subscribe(changed), [queue]);
  return useSyncExternalStore(subscribe, () => queue.current);
}

/** How many photos wait, offline or not, and a refused photo with the server's message. */
function QueueStatus({ queue, durable }: { queue: UploadQueue; durable: boolean }) {
  const { t } = useTranslation();
  const state = useQueueState(queue);
  const count = state.waiting.length;
  return (
    <div className={styles.status} data-offline={!state.online} data-testid="condition-queue">
      <p aria-live="polite" data-testid="condition-waiting" data-count={count}>
        {count === 0 ? t('condition.queue.allUploaded') : t('condition.queue.waiting', { count })}
        {state.online ? '' : ` ${t('condition.queue.offline')}`}
      </p>
      {!durable && count > 0 ? <p>{t('condition.queue.notDurable')}</p> : null}
      {state.refused ? (
        <>
          <p role="alert" className={booking.errorMessage}>
            {t('condition.queue.refused', {
              angle: angleLabel(t, state.refused.angle),
              message: conditionErrorText(t, state.refused),
            })}
          </p>
          <div className={styles.actions}>
            <button type="button" className={booking.secondaryButton} onClick={() => void queue.retry()}>
              {t('condition.queue.retry')}
            </button>
            <button type="button" className={booking.secondaryButton} onClick={() => void queue.discardRefused()}>
              {t('condition.queue.discard')}
            </button>
          </div>
        </>
      ) : null}
    </div>
  );
}

function ReportLink({
  reference,
  condition,
  client,
}: {
  reference: string;
  condition: ConditionView;
  client: ConditionApi;
}) {
  const { t, language } = useTranslation();
  if (!condition.report && !condition.stages.some((stage) => stage.photos.length > 0)) return null;
  return (
    <a className={booking.secondaryButton} href={client.reportUrl(reference, language)} data-testid="condition-report">
      {t('condition.confirmed.report')}
    </a>
  );
}

interface WalkProps {
  reference: string;
  condition: ConditionView;
  stage: string;
  queue: UploadQueue;
  durable: boolean;
  client: ConditionApi;
  preparePhoto: PrepareConditionPhoto;
  now: () => Date;
  newClientId: () => string;
  onConfirmed: (condition: ConditionView) => void;
  stageChoice: ReactNode;
}

type Chosen = { blob: Blob; reportCopy?: Blob; preview: string | null; takenAt: string };

function Walk({
  reference,
  condition,
  stage,
  queue,
  durable,
  client,
  preparePhoto,
  now,
  newClientId,
  onConfirmed,
  stageChoice,
}: WalkProps) {
  const { t, language } = useTranslation();
  const lang = language as LocaleCode;
  const stageView = condition.stages.find((candidate) => candidate.stage === stage)!;
  const { angles, maxDamagePhotos } = condition.settings;
  const queueState = useQueueState(queue);
  const waitingHere = queueState.waiting.filter((photo) => photo.stage === stage);

  const [actor] = useState<Actor<typeof conditionWalkMachine>>(() =>
    createActor(
      conditionWalkMachine.provide({
        actors: {
          confirmStage: fromPromise(async ({ input }) => {
            const answer = await client.confirm(reference, input.stage);
            onConfirmed(answer.condition);
            const confirmed = answer.condition.stages.find((candidate) => candidate.stage === input.stage);
            return confirmed?.confirmedAt ?? now().toISOString();
          }),
        },
      }),
      {
        input: {
          stage,
          angles,
          maxDamagePhotos,
          taken: [
            ...stageView.photos.filter((photo) => photo.author === 'customer').map((photo) => photo.angle),
            ...queue.current.waiting.filter((photo) => photo.stage === stage).map((photo) => photo.angle),
          ],
          confirmedAt: stageView.confirmedAt,
        },
        inspect: developmentInspector(),
      },
    ),
  );
  useEffect(() => {
    actor.start();
    return () => {
      actor.stop();
    };
  }, [actor]);
  const snapshot = useSelector(actor, (current) => current);
  const context = snapshot.context;

  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [position, setPosition] = useState<PhotoPosition | null>(null);
  const [checked, setChecked] = useState(false);
  const [withPlace, setWithPlace] = useState(false);
  const [place, setPlace] = useState<PhotoPlace | null>(null);
  const [placeFailed, setPlaceFailed] = useState(false);

  useEffect(
    () => () => {
      if (chosen?.preview) URL.revokeObjectURL(chosen.preview);
    },
    [chosen],
  );

  const stepKey = JSON.stringify(snapshot.value) + (context.current ?? '');
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    // The page's h1 takes focus on arrival; each later step's heading takes it as the step shows.
    if (first.current) {
      first.current = false;
      return;
    }
    focusHeading(heading.current);
  }, [stepKey]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setPreparing(true);
    setPhotoError(null);
    try {
      const { photo: blob, reportCopy } = await preparePhoto(file);
      const preview = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null;
      setChosen({ blob, ...(reportCopy ? { reportCopy } : {}), preview, takenAt: takenAtOf(file.lastModified, now()) });
      actor.send({ type: 'photo.chosen' });
    } catch {
      setPhotoError(t('condition.photo.unreadable'));
    } finally {
      setPreparing(false);
    }
  };

  const retake = () => {
    setChosen(null);
    actor.send({ type: 'photo.retake' });
  };

  const tickPlace = (on: boolean) => {
    setWithPlace(on);
    setPlaceFailed(false);
    if (!on) return setPlace(null);
    if (typeof navigator === 'undefined' || !navigator.geolocation) return setPlaceFailed(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        setPlace({
          latitude: Math.round(coords.latitude * 1e5) / 1e5,
          longitude: Math.round(coords.longitude * 1e5) / 1e5,
          accuracy: Math.round(coords.accuracy),
        }),
      () => setPlaceFailed(true),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  };

  const accept = async (angle: string) => {
    if (!chosen) return;
    const damageNote = angle === 'damage' ? noteOf(note) : null;
    if (angle === 'damage' && (!damageNote || !position)) {
      setChecked(true);
      return;
    }
    const sequence = nextSequence(stageView.photos, waitingHere);
    await queue.enqueue({
      clientId: newClientId(),
      reference,
      stage,
      photo: chosen.blob,
      ...(chosen.reportCopy ? { reportCopy: chosen.reportCopy } : {}),
      meta: {
        angle,
        sequence,
        takenAt: chosen.takenAt,
        ...(damageNote ? { note: damageNote } : {}),
        ...(angle === 'damage' && position ? { position } : {}),
        ...(withPlace && place ? { place } : {}),
      },
    });
    setChosen(null);
    setNote('');
    setPosition(null);
    setChecked(false);
    actor.send({ type: 'photo.queued', angle });
  };

  const requiredCount = angles.length;
  const anglesDone = requiredCount - missingAngles(angles, context.taken).length;
  const total = requiredCount + 2;

  let body: ReactNode;
  if (snapshot.matches('angle')) {
    const angle = context.current ?? '';
    const number = angles.indexOf(angle) + 1;
    body = (
      <section className={styles.step} aria-labelledby="walk-step" data-testid="walk-step" data-step={`angle-${angle}`}>
        <p className={booking.muted}>{t('condition.progress', { number: anglesDone + 1, total })}</p>
        <h2 id="walk-step" ref={heading} tabIndex={-1}>
          {t('condition.photo.heading', { number, total: requiredCount, angle: angleLabel(t, angle) })}
        </h2>
        <p>{translateFirst(t, [`condition.hints.${angle}`], t('condition.hints.other'))}</p>
        <PhotoStep
          id={`condition-${angle}`}
          label={angleLabel(t, angle)}
          chosen={snapshot.matches({ angle: 'reviewing' }) ? chosen : null}
          preparing={preparing}
          error={photoError}
          onChoose={choose}
          onRetake={retake}
          onUse={() => void accept(angle)}
        />
      </section>
    );
  } else if (snapshot.matches({ damage: 'asking' })) {
    const count = context.taken.filter((angle) => angle === 'damage').length;
    body = (
      <section className={styles.step} aria-labelledby="walk-step" data-testid="walk-step" data-step="damage">
        <p className={booking.muted}>{t('condition.progress', { number: requiredCount + 1, total })}</p>
        <h2 id="walk-step" ref={heading} tabIndex={-1}>
          {t('condition.damage.heading')}
        </h2>
        <p>{t('condition.damage.intro')}</p>
        <p>{t('condition.damage.count', { count })}</p>
        {count >= maxDamagePhotos ? <p>{t('condition.damage.limit', { max: maxDamagePhotos })}</p> : null}
        <div className={styles.actions}>
          <button
            type="button"
            className={booking.secondaryButton}
            disabled={count >= maxDamagePhotos}
            onClick={() => actor.send({ type: 'damage.add' })}
          >
            {t('condition.damage.add')}
          </button>
          <button type="button" className={booking.primaryButton} onClick={() => actor.send({ type: 'damage.done' })}>
            {t('condition.damage.done')}
          </button>
        </div>
      </section>
    );
  } else if (snapshot.matches({ damage: 'capturing' }) || snapshot.matches({ damage: 'describing' })) {
    const count = context.taken.filter((angle) => angle === 'damage').length;
    const noteMissing = checked && !noteOf(note);
    const positionMissing = checked && !position;
    body = (
      <section className={styles.step} aria-labelledby="walk-step" data-testid="walk-step" data-step="damage-photo">
        <h2 id="walk-step" ref={heading} tabIndex={-1}>
          {t('condition.damage.photoHeading', { number: count + 1 })}
        </h2>
        <PhotoStep
          id="condition-damage"
          label={angleLabel(t, 'damage')}
          chosen={snapshot.matches({ damage: 'describing' }) ? chosen : null}
          preparing={preparing}
          error={photoError}
          onChoose={choose}
          onRetake={retake}
          onUse={() => void accept('damage')}
        >
          <label className={booking.field} htmlFor="condition-note" data-invalid={noteMissing}>
            {t('condition.damage.note')}
            <textarea
              id="condition-note"
              className={styles.note}
              maxLength={280}
              value={note}
              aria-describedby={`condition-note-hint${noteMissing ? ' condition-note-error' : ''}`}
              aria-invalid={noteMissing}
              required
              onInput={(event) => setNote((event.target as HTMLTextAreaElement).value)}
            />
          </label>
          <span id="condition-note-hint" className={booking.muted}>
            {t('condition.damage.noteHint')}
          </span>
          <FieldError id="condition-note-error" message={noteMissing ? t('condition.damage.noteRequired') : null} />
          <fieldset className={booking.fieldset}>
            <legend>{t('condition.damage.where')}</legend>
            <p id="condition-where-hint" className={booking.muted}>
              {t('condition.damage.whereHint')}
            </p>
            <CarOutline
              id="condition-outline"
              position={position}
              onChange={setPosition}
              invalid={positionMissing}
              describedBy={`condition-where-hint${positionMissing ? ' condition-where-error' : ''}`}
            />
            <FieldError
              id="condition-where-error"
              message={positionMissing ? t('condition.damage.whereRequired') : null}
            />
          </fieldset>
        </PhotoStep>
        <button
          type="button"
          className={booking.secondaryButton}
          onClick={() => {
            setChosen(null);
            setChecked(false);
            actor.send({ type: 'damage.cancel' });
          }}
        >
          {t('condition.damage.cancel')}
        </button>
      </section>
    );
  } else if (snapshot.matches('summary') || snapshot.matches('confirming')) {
    const confirming = snapshot.matches('confirming');
    const waiting = waitingHere.length > 0;
    body = (
      <section className={styles.step} aria-labelledby="walk-step" data-testid="walk-step" data-step="summary">
        <p className={booking.muted}>{t('condition.progress', { number: total, total })}</p>
        <h2 id="walk-step" ref={heading} tabIndex={-1}>
          {t('condition.summary.heading')}
        </h2>
        <p>{t('condition.summary.intro')}</p>
        <PhotoList stage={stage} stageView={stageView} angles={angles} waiting={waitingHere} />
        <p className={styles.final} id="condition-final">
          <strong>{t('condition.summary.final')}</strong>
        </p>
        {waiting ? <p id="condition-wait">{t('condition.summary.waitForUploads')}</p> : null}
        {context.error ? (
          <p role="alert" className={booking.errorMessage}>
            {conditionErrorText(t, context.error)}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button
            type="button"
            className={booking.primaryButton}
            disabled={waiting || confirming}
            aria-describedby={`condition-final${waiting ? ' condition-wait' : ''}`}
            onClick={() => actor.send({ type: 'confirm' })}
          >
            {confirming ? t('condition.summary.confirming') : t('condition.summary.confirm')}
          </button>
          <button
            type="button"
            className={booking.secondaryButton}
            disabled={confirming}
            onClick={() => actor.send({ type: 'back' })}
          >
            {t('condition.summary.back')}
          </button>
        </div>
      </section>
    );
  } else {
    const count = context.taken.filter((angle) => angle === 'damage').length;
    body = (
      <section className={styles.step} aria-labelledby="walk-step" data-testid="walk-step" data-step="confirmed">
        <h2 id="walk-step" ref={heading} tabIndex={-1}>
          {t('condition.confirmed.heading')}
        </h2>
        {context.confirmedAt ? (
          <p data-testid="condition-confirmed-at">
            {t('condition.confirmed.at', { time: icelandDateTime(context.confirmedAt, lang) })}
          </p>
        ) : null}
        <PhotoList stage={stage} stageView={stageView} angles={angles} waiting={waitingHere} />
        {count < maxDamagePhotos ? (
          <>
            <p>{t('condition.confirmed.addMore')}</p>
            <button
              type="button"
              className={booking.secondaryButton}
              onClick={() => actor.send({ type: 'damage.add' })}
            >
              {t('condition.damage.add')}
            </button>
          </>
        ) : null}
        <div className={styles.actions}>
          <ReportLink reference={reference} condition={condition} client={client} />
          <Link className={booking.secondaryButton} to={`${localePrefix(lang)}/reservation/`}>
            {t('condition.backToOverview')}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <div className={styles.walk}>
      <section aria-labelledby="page-title" className={styles.step}>
        <ReservationHeading>{t('condition.titles.condition')}</ReservationHeading>
        <p data-testid="condition-stage">
          <strong>{stageLabel(t, stage)}</strong>
        </p>
        {stageChoice}
        <p>{t('condition.intro')}</p>
        <QueueStatus queue={queue} durable={durable} />
        <label className={styles.place}>
          <input
            type="checkbox"
            checked={withPlace}
            onChange={(event) => tickPlace(event.target.checked)}
            aria-describedby="condition-place-hint"
          />{' '}
          {t('condition.place.add')}
        </label>
        <span id="condition-place-hint" className={booking.muted}>
          {placeFailed
            ? t('condition.place.failed')
            : withPlace && place
              ? t('condition.place.added')
              : t('condition.place.hint')}
        </span>
      </section>
      {body}
    </div>
  );
}

/** Take (camera), or choose; then look at it and use it or take it again. */
function PhotoStep({
  id,
  label,
  chosen,
  preparing,
  error,
  onChoose,
  onRetake,
  onUse,
  children,
}: {
  id: string;
  label: string;
  chosen: Chosen | null;
  preparing: boolean;
  error: string | null;
  onChoose: (file: File | undefined) => Promise<void>;
  onRetake: () => void;
  onUse: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  if (!chosen) {
    return (
      <>
        <div className={styles.actions}>
          <label className={`${booking.primaryButton} ${styles.pickButton}`}>
            {t('condition.photo.take')}
            <input
              id={id}
              className={styles.visuallyHidden}
              type="file"
              accept="image/*"
              capture="environment"
              disabled={preparing}
              aria-describedby={error ? `${id}-error` : undefined}
              data-testid="condition-camera"
              onChange={(event) => {
                void onChoose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
          <label className={`${booking.secondaryButton} ${styles.pickButton}`}>
            {t('condition.photo.choose')}
            <input
              className={styles.visuallyHidden}
              type="file"
              accept="image/*"
              disabled={preparing}
              data-testid="condition-gallery"
              onChange={(event) => {
                void onChoose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
        </div>
        <span aria-live="polite" className={booking.muted}>
          {preparing ? t('condition.photo.preparing') : ''}
        </span>
        <FieldError id={`${id}-error`} message={error} />
      </>
    );
  }
  return (
    <>
      <div className={styles.preview}>
        {chosen.preview ? <img src={chosen.preview} alt={t('condition.photo.previewAlt', { angle: label })} /> : null}
      </div>
      <p>{t('condition.photo.look')}</p>
      {children}
      <p className={booking.muted} id={`${id}-final`}>
        {t('condition.photo.finalNote')}
      </p>
      <div className={styles.actions}>
        <button type="button" className={booking.primaryButton} aria-describedby={`${id}-final`} onClick={onUse}>
          {t('condition.photo.use')}
        </button>
        <button type="button" className={booking.secondaryButton} onClick={onRetake}>
          {t('condition.photo.retake')}
        </button>
      </div>
    </>
  );
}

/** Each required angle (uploaded with its time, waiting, or missing) and each damage photo with its note. */
function PhotoList({
  stage,
  stageView,
  angles,
  waiting,
}: {
  stage: string;
  stageView: ConditionView['stages'][number];
  angles: string[];
  waiting: QueueState['waiting'];
}) {
  const { t, language } = useTranslation();
  const lang = language as LocaleCode;
  const stored = stageView.photos;
  const damage = stored.filter((photo) => photo.angle === 'damage');
  const damageWaiting = waiting.filter((photo) => photo.angle === 'damage' && photo.stage === stage);
  return (
    <>
      <ul className={styles.list} data-testid="condition-summary">
        {angles.map((angle) => {
          const photo = stored.find((candidate) => candidate.angle === angle);
          const queued = waiting.some((candidate) => candidate.angle === angle);
          return (
            <li key={angle} data-angle={angle}>
              <span>{angleLabel(t, angle)}</span>
              <span>
                {photo
                  ? t('condition.summary.uploaded', { time: icelandDateTime(photo.receivedAt, lang) })
                  : queued
                    ? t('condition.summary.waiting')
                    : t('condition.summary.missing')}
              </span>
            </li>
          );
        })}
      </ul>
      <h3>{angleLabel(t, 'damage')}</h3>
      {damage.length + damageWaiting.length === 0 ? <p>{t('condition.summary.damageNone')}</p> : null}
      <ul className={styles.list}>
        {damage.map((photo) => (
          <li key={photo.clientId} data-angle="damage">
            <span>
              {t('condition.summary.damageItem', {
                zone: photo.position ? t(`condition.damage.zones.${zoneOf(photo.position)}`) : '',
                note: photo.note ?? '',
              })}
            </span>
            <span>{t('condition.summary.uploaded', { time: icelandDateTime(photo.receivedAt, lang) })}</span>
          </li>
        ))}
        {damageWaiting.map((photo) => (
          <li key={photo.clientId} data-angle="damage">
            <span>{angleLabel(t, 'damage')}</span>
            <span>{t('condition.summary.waiting')}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
