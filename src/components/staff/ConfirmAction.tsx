import { useState, type ReactNode } from 'react';
import { StaffApiError } from '../../api-client/staff';
import type { StaffActionAnswer } from '../../api-client/staff-types';
import { useTranslation } from '../../i18n/TranslationProvider';
import * as styles from './staff.module.css';

type Phase = 'idle' | 'confirming' | 'working';

/** What the last action said: "Done.", "Already done…" or why it failed. */
export interface ActionOutcome {
  text: string;
  isError: boolean;
}

/**
 * One desk action: the button asks for confirmation first, is disabled while the request is under way
 * (a second click does nothing), and reports what happened through `onOutcome` (`null` when a new
 * action starts). The outcome is shown by the caller, not here: a done action usually disappears with
 * the answer (a picked-up car has no "Mark picked up" any more), and its message must not go with it.
 * `run` sends the request; the server is idempotent as well. An answer with `changed: false` says the
 * action had been done already.
 */
export function ConfirmAction<Answer extends { changed?: boolean } = StaffActionAnswer>({
  label,
  question,
  run,
  onDone,
  onOutcome,
  disabled = false,
  children,
}: {
  label: string;
  question: string;
  run: () => Promise<Answer>;
  onDone: (answer: Answer) => void;
  onOutcome: (outcome: ActionOutcome | null) => void;
  disabled?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>('idle');

  const confirm = async () => {
    if (phase === 'working') return;
    setPhase('working');
    try {
      const answer = await run();
      // An answer that does not say (a note, a photo) made a change.
      onOutcome({
        text: t(answer.changed === false ? 'staff.actions.unchanged' : 'staff.actions.done'),
        isError: false,
      });
      setPhase('idle');
      onDone(answer);
    } catch (error) {
      const text = error instanceof StaffApiError ? error.message : String(error);
      onOutcome({ text: t('staff.actions.failed', { message: text }), isError: true });
      setPhase('idle');
    }
  };

  return (
    <div className={styles.action}>
      {children}
      {phase === 'idle' ? (
        <button
          type="button"
          className={styles.button}
          disabled={disabled}
          onClick={() => {
            onOutcome(null);
            setPhase('confirming');
          }}
        >
          {label}
        </button>
      ) : (
        <div className={styles.confirm} role="group" aria-label={label}>
          <span>{question}</span>
          <button type="button" className={styles.button} disabled={phase === 'working'} onClick={() => void confirm()}>
            {phase === 'working' ? t('staff.actions.working') : t('staff.actions.confirm')}
          </button>
          <button
            type="button"
            className={styles.secondary}
            disabled={phase === 'working'}
            onClick={() => setPhase('idle')}
          >
            {t('staff.actions.cancel')}
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * The outcome of a group of actions, where it stays when the action that gave it is gone. Always in
 * the page (empty when there is nothing to say), so screen readers announce the text when it comes.
 */
export function ActionOutcomeLine({ outcome }: { outcome: ActionOutcome | null }) {
  return (
    <p
      role="status"
      className={outcome?.isError ? `${styles.message} ${styles.error}` : styles.message}
      data-testid="staff-action-outcome"
    >
      {outcome?.text ?? ''}
    </p>
  );
}
