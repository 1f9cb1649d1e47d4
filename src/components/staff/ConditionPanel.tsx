import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { staffApi, StaffApiError } from '../../api-client/staff';
import type { ConditionClaim, ConditionPhoto, ConditionStage, StaffConditionAnswer } from '../../api-client/types';
import type { Translate } from '../../i18n/translate';
import { useTranslation } from '../../i18n/TranslationProvider';
import type { PrepareConditionPhoto } from '../checkin/licence-image';
import { ActionOutcomeLine, ConfirmAction, type ActionOutcome } from './ConfirmAction';
import { prepareConditionPhotoInCanvas } from '../checkin/licence-canvas';
import { formatInstant } from './format';
import * as styles from './staff.module.css';

/** A desk photo, reduced as the customer's condition photos are: JPEG, which the report embeds, with its report copy. */
const prepareDeskPhoto = prepareConditionPhotoInCanvas;

export type StaffCondition = StaffConditionAnswer['condition'];

/** The damage photos' angle: several of them, each with a note and a place on the outline. */
const damageAngle = 'damage';

/** An angle in the desk's language (`living-area` → "Living area"). */
export function angleLabel(t: Translate, angle: string): string {
  const key = `staff.condition.angles.${angle}`;
  const text = t(key);
  return text === key ? t('staff.condition.angles.other') : text;
}

/** A stage in the desk's language: pickup, return, delivery, or the lease's monthly "Check 2". */
export function stageLabel(t: Translate, stage: string): string {
  const check = /^check-(\d+)$/.exec(stage);
  if (check) return t('staff.condition.stages.check', { number: Number(check[1]) });
  const key = `staff.condition.stages.${stage}`;
  const text = t(key);
  return text === key ? t('staff.condition.stages.other') : text;
}

/**
 * The stages shown side by side: the answer's, in its order, with the return beside the pickup even
 * before its walk has started (the desk sees what is still to come).
 */
function stagesOf(condition: StaffCondition): ConditionStage[] {
  const stages = [...condition.stages];
  const has = (name: string) => stages.some((stage) => stage.stage === name);
  if (has('pickup') && !has('return')) {
    // Not a walk of the answer: no time, no photo, no note (shown as a column still to come).
    stages.push({ stage: 'return', opensAt: '', confirmedAt: null, closedAt: null, photos: [], notes: [] });
  }
  return stages;
}

/**
 * The walk the desk most likely adds to: the one open for the customer, else the newest that has
 * started, else the first.
 */
function currentStage(condition: StaffCondition, stages: ConditionStage[]): string {
  if (condition.open) return condition.open;
  const started = stages.filter((stage) => stage.opensAt && Date.parse(stage.opensAt) <= Date.now());
  return (started.at(-1) ?? stages[0])?.stage ?? 'pickup';
}

/** The condition of one reservation, loaded once and replaced by each change the desk makes. */
export function useCondition(reference: string) {
  const [condition, setCondition] = useState<StaffCondition | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const reload = useCallback(async () => {
    try {
      setCondition((await staffApi.condition(reference)).condition);
      setProblem(null);
    } catch (error) {
      setProblem(error instanceof StaffApiError ? error.message : String(error));
    }
  }, [reference]);
  useEffect(() => {
    let current = true;
    staffApi.condition(reference).then(
      (answer) => {
        if (current) setCondition(answer.condition);
      },
      (error: unknown) => {
        if (current) setProblem(error instanceof StaffApiError ? error.message : String(error));
      },
    );
    return () => {
      current = false;
    };
  }, [reference]);
  return { condition, problem, reload, setCondition };
}

/** When the photos go, said plainly: the purge date, or that a claim keeps them. */
function PurgeLine({ condition }: { condition: StaffCondition }) {
  const { t, language } = useTranslation();
  const text =
    condition.claim && !condition.claim.closedAt
      ? t('staff.condition.purgeHeld')
      : condition.purgeAfter
        ? t('staff.condition.purgeOn', { date: formatInstant(condition.purgeAfter, language) })
        : t('staff.condition.purgeUnknown');
  return <p data-testid="staff-condition-purge">{text}</p>;
}

/**
 * The damage claim, with the day's work (issue 39): opened with a note, closed with a confirmation;
 * while it is open the condition photos are kept past the purge.
 */
export function ConditionClaimBox({
  reference,
  condition,
  onChange,
}: {
  reference: string;
  condition: StaffCondition;
  onChange: () => Promise<void>;
}) {
  const { t, language } = useTranslation();
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const claim: ConditionClaim | null = condition.claim;
  const when = (iso: string) => formatInstant(iso, language);
  const isOpen = claim !== null && claim.closedAt === null;
  return (
    <section className={styles.section} aria-labelledby="staff-claim">
      <h2 id="staff-claim">{t('staff.condition.claim.heading')}</h2>
      <div data-testid="staff-claim">
        {claim ? (
          <p>
            {t('staff.condition.claim.opened', { date: when(claim.openedAt), by: claim.openedBy })} <q>{claim.note}</q>
            {claim.closedAt ? (
              <>
                <br />
                {t('staff.condition.claim.closed', { date: when(claim.closedAt), by: claim.closedBy ?? '–' })}
              </>
            ) : null}
          </p>
        ) : (
          <p>{t('staff.condition.claim.none')}</p>
        )}
      </div>
      <PurgeLine condition={condition} />
      {isOpen ? (
        <ConfirmAction
          label={t('staff.condition.claim.close')}
          question={t('staff.condition.claim.closeQuestion')}
          run={async () => ({ ...(await staffApi.closeClaim(reference)), changed: true })}
          onDone={() => void onChange()}
          onOutcome={setOutcome}
        />
      ) : (
        <ConfirmAction
          label={t('staff.condition.claim.open')}
          question={t('staff.condition.claim.openQuestion')}
          run={() => staffApi.openClaim(reference, note.trim())}
          onDone={() => {
            setNote('');
            void onChange();
          }}
          onOutcome={setOutcome}
          disabled={note.trim().length === 0}
        >
          <div className={styles.field}>
            <label htmlFor="staff-claim-note">{t('staff.condition.claim.note')}</label>
            <textarea
              id="staff-claim-note"
              value={note}
              maxLength={1000}
              rows={3}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
        </ConfirmAction>
      )}
      <ActionOutcomeLine outcome={outcome} />
    </section>
  );
}

/** One photo: its thumbnail (opens the full photo), when it was taken and received, and by whom. */
function PhotoFigure({ photo, stage, withNote = false }: { photo: ConditionPhoto; stage: string; withNote?: boolean }) {
  const { t, language } = useTranslation();
  const url = photo.url;
  return (
    <figure className={styles.conditionPhoto} data-testid="staff-condition-photo" data-author={photo.author}>
      <a href={url} target="_blank" rel="noreferrer">
        <img
          src={url}
          alt={t('staff.condition.photoAlt', { angle: angleLabel(t, photo.angle), stage: stageLabel(t, stage) })}
          loading="lazy"
        />
      </a>
      <figcaption>
        {photo.author === 'staff' ? (
          <strong className={styles.deskMark}>{t('staff.condition.byDesk')}</strong>
        ) : (
          <span>{t('staff.condition.byCustomer')}</span>
        )}
        <br />
        {t('staff.condition.takenAt', { date: formatInstant(photo.takenAt, language) })}
        <br />
        {t('staff.condition.receivedAt', { date: formatInstant(photo.receivedAt, language) })}
        {withNote && photo.note ? (
          <>
            <br />
            <q>{photo.note}</q>
          </>
        ) : null}
        {photo.position ? (
          <>
            <br />
            {t('staff.condition.position', {
              x: Math.round(photo.position.x * 100),
              y: Math.round(photo.position.y * 100),
            })}
          </>
        ) : null}
      </figcaption>
    </figure>
  );
}

/** A desk photo: which walk, which angle (or damage, with its note), and the file. */
/**
 * A desk form's send: one at a time, its outcome shown under it, and the record read again after it.
 * `run` does the form's own work; a desk error says why in the desk's words.
 */
function useDeskSubmit(onAdded: () => Promise<void>) {
  const { t } = useTranslation();
  const [working, setWorking] = useState(false);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const send = async (run: () => Promise<void>) => {
    setWorking(true);
    setOutcome(null);
    try {
      await run();
      setOutcome({ text: t('staff.condition.added'), isError: false });
      await onAdded();
    } catch (error) {
      const message = error instanceof StaffApiError ? error.message : String(error);
      setOutcome({ text: t('staff.actions.failed', { message }), isError: true });
    } finally {
      setWorking(false);
    }
  };
  return { working, outcome, setOutcome, send };
}

/** The walk a desk photo or note is for. */
function StageSelect({
  id,
  stages,
  value,
  onChange,
}: {
  id: string;
  stages: ConditionStage[];
  value: string;
  onChange: (stage: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t('staff.condition.stage')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {stages.map((one) => (
          <option key={one.stage} value={one.stage}>
            {stageLabel(t, one.stage)}
          </option>
        ))}
      </select>
    </div>
  );
}

function AddPhotoForm({
  reference,
  condition,
  stages,
  preparePhoto,
  onAdded,
}: {
  reference: string;
  condition: StaffCondition;
  stages: ConditionStage[];
  preparePhoto: PrepareConditionPhoto;
  onAdded: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [stage, setStage] = useState(() => currentStage(condition, stages));
  const [angle, setAngle] = useState(condition.settings.angles[0] ?? damageAngle);
  const [note, setNote] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const { working, outcome, setOutcome, send } = useDeskSubmit(onAdded);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || working) return;
    if (angle === damageAngle && note.trim().length === 0) {
      setOutcome({ text: t('staff.condition.noteRequired'), isError: true });
      return;
    }
    await send(async () => {
      const photos = condition.stages.find((one) => one.stage === stage)?.photos ?? [];
      const sequence = photos.reduce((highest, photo) => Math.max(highest, photo.sequence), 0) + 1;
      // When the camera wrote the file, else now (a photo is never dated in the future).
      const taken = file.lastModified > 0 && file.lastModified <= Date.now() ? file.lastModified : Date.now();
      const prepared = await preparePhoto(file);
      await staffApi.addConditionPhoto(
        reference,
        stage,
        crypto.randomUUID(),
        {
          angle,
          sequence,
          takenAt: new Date(taken).toISOString(),
          ...(note.trim() ? { note: note.trim() } : {}),
        },
        prepared.photo,
        prepared.reportCopy,
      );
      setNote('');
      setFile(null);
      setFileKey((key) => key + 1);
    });
  };

  return (
    <form className={styles.action} onSubmit={(event) => void submit(event)} aria-labelledby="staff-add-photo">
      <h3 id="staff-add-photo">{t('staff.condition.addPhoto')}</h3>
      <div className={styles.filters}>
        <StageSelect id="staff-photo-stage" stages={stages} value={stage} onChange={setStage} />
        <div className={styles.field}>
          <label htmlFor="staff-photo-angle">{t('staff.condition.angle')}</label>
          <select id="staff-photo-angle" value={angle} onChange={(event) => setAngle(event.target.value)}>
            {[...condition.settings.angles, damageAngle].map((one) => (
              <option key={one} value={one}>
                {angleLabel(t, one)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor="staff-photo-file">{t('staff.condition.photoFile')}</label>
        <input
          key={fileKey}
          id="staff-photo-file"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="staff-photo-note">{t('staff.condition.photoNote')}</label>
        <textarea
          id="staff-photo-note"
          value={note}
          maxLength={280}
          rows={2}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <button type="submit" className={styles.button} disabled={!file || working}>
        {working ? t('staff.actions.working') : t('staff.condition.addPhotoButton')}
      </button>
      <ActionOutcomeLine outcome={outcome} />
    </form>
  );
}

/** A desk note on a walk. */
function AddNoteForm({
  reference,
  condition,
  stages,
  onAdded,
}: {
  reference: string;
  condition: StaffCondition;
  stages: ConditionStage[];
  onAdded: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [stage, setStage] = useState(() => currentStage(condition, stages));
  const [text, setText] = useState('');
  const { working, outcome, send } = useDeskSubmit(onAdded);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || working) return;
    await send(async () => {
      await staffApi.addConditionNote(reference, stage, text.trim());
      setText('');
    });
  };

  return (
    <form className={styles.action} onSubmit={(event) => void submit(event)} aria-labelledby="staff-add-note">
      <h3 id="staff-add-note">{t('staff.condition.addNote')}</h3>
      <StageSelect id="staff-note-stage" stages={stages} value={stage} onChange={setStage} />
      <div className={styles.field}>
        <label htmlFor="staff-note-text">{t('staff.condition.noteText')}</label>
        <textarea
          id="staff-note-text"
          value={text}
          maxLength={1000}
          rows={3}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <button type="submit" className={styles.button} disabled={!text.trim() || working}>
        {working ? t('staff.actions.working') : t('staff.condition.addNoteButton')}
      </button>
      <ActionOutcomeLine outcome={outcome} />
    </form>
  );
}

/**
 * The vehicle's condition for the record (issue 39): per angle, the pickup's photos beside the return's
 * (and a lease's deliveries and checks beside each other), then the damage photos with their notes and
 * places, the desk's notes, the report, and the desk's own photo and note.
 */
export function ConditionRecord({
  reference,
  condition,
  problem,
  onChange,
  preparePhoto = prepareDeskPhoto,
}: {
  reference: string;
  condition: StaffCondition | null;
  problem: string | null;
  onChange: () => Promise<void>;
  preparePhoto?: PrepareConditionPhoto;
}) {
  const { t, language } = useTranslation();
  if (problem && !condition) {
    return (
      <section className={styles.section} aria-labelledby="staff-condition">
        <h2 id="staff-condition">{t('staff.condition.heading')}</h2>
        <p role="alert" className={styles.error}>
          {t('staff.condition.unavailable', { message: problem })}
        </p>
      </section>
    );
  }
  if (!condition) {
    return (
      <section className={styles.section} aria-labelledby="staff-condition">
        <h2 id="staff-condition">{t('staff.condition.heading')}</h2>
        <p>{t('staff.loading')}</p>
      </section>
    );
  }
  const stages = stagesOf(condition);
  const when = (iso: string) => formatInstant(iso, language);
  const columns = { gridTemplateColumns: `repeat(${stages.length}, minmax(0, 1fr))` };
  return (
    <section className={styles.section} aria-labelledby="staff-condition" data-testid="staff-condition">
      <h2 id="staff-condition">{t('staff.condition.heading')}</h2>
      <ul className={styles.plainList}>
        {stages
          .filter((stage) => condition.stages.includes(stage))
          .map((stage) => (
            <li key={stage.stage}>
              {stage.confirmedAt
                ? t('staff.condition.confirmed', { stage: stageLabel(t, stage.stage), date: when(stage.confirmedAt) })
                : t('staff.condition.notConfirmed', { stage: stageLabel(t, stage.stage) })}
            </li>
          ))}
      </ul>
      {condition.report ? (
        <p>
          <a href={condition.report} target="_blank" rel="noreferrer">
            {t('staff.condition.report')}
          </a>
        </p>
      ) : (
        <p>{t('staff.condition.noReport')}</p>
      )}

      {condition.settings.angles.map((angle) => (
        <div key={angle} className={styles.angle} data-testid={`staff-angle-${angle}`}>
          <h3>{angleLabel(t, angle)}</h3>
          <div className={styles.stagesSideBySide} style={columns}>
            {stages.map((stage) => {
              const photos = stage.photos
                .filter((photo) => photo.angle === angle)
                .sort((a, b) => a.sequence - b.sequence);
              return (
                <div key={stage.stage} data-testid={`staff-angle-${angle}-${stage.stage}`}>
                  <h4 className={styles.stageName}>{stageLabel(t, stage.stage)}</h4>
                  {photos.length === 0 ? <p>{t('staff.condition.noPhoto')}</p> : null}
                  {photos.map((photo) => (
                    <PhotoFigure key={photo.id} photo={photo} stage={stage.stage} />
                  ))}
                </div>
              );
            })}
          </div>
        </div>
      ))}

      <div className={styles.angle} data-testid="staff-angle-damage">
        <h3>{t('staff.condition.damage')}</h3>
        <div className={styles.stagesSideBySide} style={columns}>
          {stages.map((stage) => {
            const photos = stage.photos
              .filter((photo) => photo.angle === damageAngle)
              .sort((a, b) => a.sequence - b.sequence);
            return (
              <div key={stage.stage}>
                <h4 className={styles.stageName}>{stageLabel(t, stage.stage)}</h4>
                {photos.length === 0 ? <p>{t('staff.condition.noDamage')}</p> : null}
                {photos.map((photo) => (
                  <PhotoFigure key={photo.id} photo={photo} stage={stage.stage} withNote />
                ))}
              </div>
            );
          })}
        </div>
      </div>

      <h3>{t('staff.condition.notes')}</h3>
      {stages.every((stage) => stage.notes.length === 0) ? <p>{t('staff.condition.noNotes')}</p> : null}
      <ul className={styles.plainList} data-testid="staff-condition-notes">
        {stages.flatMap((stage) =>
          stage.notes.map((note) => (
            <li key={note.id}>
              <strong className={styles.deskMark}>{t('staff.condition.byDesk')}</strong>{' '}
              {t('staff.condition.noteLine', { stage: stageLabel(t, stage.stage), date: when(note.createdAt) })}{' '}
              <q>{note.text}</q>
            </li>
          )),
        )}
      </ul>

      <div className={styles.columns}>
        <AddPhotoForm
          reference={reference}
          condition={condition}
          stages={stages}
          preparePhoto={preparePhoto}
          onAdded={onChange}
        />
        <AddNoteForm reference={reference} condition={condition} stages={stages} onAdded={onChange} />
      </div>
    </section>
  );
}
