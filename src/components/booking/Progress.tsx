import { useTranslation } from '../../i18n/TranslationProvider';
import type { BookingStep } from '../../machines/booking.machine';
import * as styles from './booking.module.css';

const shownSteps: readonly BookingStep[] = ['vehicles', 'options', 'details', 'contract', 'confirmation'];

/** The wizard's steps with the current one marked (spec §4 Wizard order). */
export function Progress({ step }: { step: BookingStep }) {
  const { t } = useTranslation();
  const current = shownSteps.indexOf(step);
  return (
    <nav aria-label={t('booking.progress.label')} className={styles.progress}>
      <ol>
        {shownSteps.map((name, index) => (
          <li
            key={name}
            aria-current={index === current ? 'step' : undefined}
            data-state={index < current ? 'done' : index === current ? 'current' : 'todo'}
          >
            <span className={styles.progressNumber} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.progressLabel}>{t(`booking.steps.${name}`)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
