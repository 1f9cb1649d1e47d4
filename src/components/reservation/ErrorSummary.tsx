import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/TranslationProvider';
import * as styles from './reservation.module.css';

export interface FieldProblem {
  /** The id of the field the message belongs to. */
  fieldId: string;
  message: string;
}

/**
 * The problems of a failed submit above the form: it takes focus so a screen reader reads it and a
 * keyboard user continues from it; each problem links to its field. `attempt` changes on every
 * failed submit, so the summary takes focus again.
 */
export function ErrorSummary({ problems, attempt }: { problems: FieldProblem[]; attempt: number }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problems.length > 0) ref.current?.focus();
    // Focus on each failed submit, not on each keystroke that changes a message.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  if (problems.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} className={styles.errorSummary} role="alert" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">{t('reservation.errorSummary')}</h2>
      <ul>
        {problems.map((problem) => (
          <li key={problem.fieldId}>
            <a href={`#${problem.fieldId}`}>{problem.message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
