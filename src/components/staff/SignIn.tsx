import { staffApi } from '../../api-client/staff';
import { useTranslation } from '../../i18n/TranslationProvider';
import * as styles from './staff.module.css';

const signInProblems = ['not_staff', 'failed', 'expired', 'refused'];

/** Signed out: the sign-in and nothing else (no data is shown before the staff session check). */
export function SignIn({ returnTo, problem }: { returnTo: string; problem: string | null }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="staff-sign-in">
      <h1 id="staff-sign-in">{t('staff.signIn.heading')}</h1>
      {problem && signInProblems.includes(problem) ? (
        <p role="alert" className={styles.error}>
          {t(`staff.signIn.${problem}`)}
        </p>
      ) : null}
      <p>{t('staff.signIn.intro')}</p>
      <a className={styles.button} href={staffApi.signInUrl(returnTo)}>
        {t('staff.signIn.button')}
      </a>
    </section>
  );
}
