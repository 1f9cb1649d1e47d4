import { useState, type ReactNode } from 'react';
import { StaffApiError } from '../../api-client/staff';
import type { StaffActionAnswer } from '../../api-client/staff-types';
import { useTranslation } from '../../i18n/TranslationProvider';
import * as styles from './staff.module.css';

type Phase = 'idle' | 'confirming' | 'working';

/**
 * One desk action: the button asks for confirmation first, is disabled while the request is under way
 * (a second click does nothing), and says what happened. `run` sends the request; the server is
 * idempotent as well.
 */
export function ConfirmAction({
  label,
  question,
  run,
  onDone,
  disabled = false,
  children,
}: {
  label: string;
  question: string;
  run: () => Promise<StaffActionAnswer>;
  onDone: (answer: StaffActionAnswer) => void;
  disabled?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>('idle');
  const [message, setMessage] = useState<{ text: string; isError: boolean } | null>(null);

  const confirm = async () => {
    if (phase === 'working') return;
    setPhase('working');
    try {
      const answer = await run();
      setMessage({ text: t(answer.changed ? 'staff.actions.done' : 'staff.actions.unchanged'), isError: false });
      setPhase('idle');
      onDone(answer);
    } catch (error) {
      const text = error instanceof StaffApiError ? error.message : String(error);
      setMessage({ text: t('staff.actions.failed', { message: text }), isError: true });
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
            setMessage(null);
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
      {message ? (
        <p role="status" className={message.isError ? `${styles.message} ${styles.error}` : styles.message}>
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
