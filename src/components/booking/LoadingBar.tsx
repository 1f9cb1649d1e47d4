import { useTranslation } from '../../i18n/TranslationProvider';
import * as styles from './booking.module.css';

/**
 * The loading indicator of spec §9: a 4 px orange bar at the top that appears only when loading lasts
 * longer than the 200 ms throttle (a CSS delay) and grows over 2000 ms. Screen readers hear "Loading".
 */
export function LoadingBar({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.loadingBar} data-shown={active} role="status" aria-live="polite">
      {active ? <span className="visually-hidden">{t('booking.loading')}</span> : null}
    </div>
  );
}
