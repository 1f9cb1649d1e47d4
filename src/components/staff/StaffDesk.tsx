import { useEffect, useState } from 'react';
import { staffApi, StaffApiError } from '../../api-client/staff';
import type { StaffMe } from '../../api-client/staff-types';
import type { LocaleCode } from '../../config/locales';
import type { TenantId } from '../../config/tenants';
import type { Strings } from '../../i18n/translate';
import { useTranslation } from '../../i18n/TranslationProvider';
import { DeskLanguage, DeskLanguageChooser } from './DeskLanguage';
import { FindView } from './FindView';
import { ReservationView } from './ReservationView';
import { SignIn } from './SignIn';
import { TodayView } from './TodayView';
import * as styles from './staff.module.css';

type View = { kind: 'today' } | { kind: 'find' } | { kind: 'reservation'; reference: string };

function viewOf(search: string): View {
  const params = new URLSearchParams(search);
  const reference = params.get('ref');
  if (reference) return { kind: 'reservation', reference };
  return params.get('view') === 'find' ? { kind: 'find' } : { kind: 'today' };
}

/**
 * The staff desk (issue 29): nothing but the sign-in until `GET /api/staff/me` says a staff session is
 * there; then today's desk, the search and the reservation page, chosen by the address (`?view=find`,
 * `?ref=ABC123`), so the browser's back button and a shared link work. In the desk's language (issue
 * 39): the staff member's choice on this device, else the page's.
 */
export function StaffDesk({
  basePath,
  language,
  strings,
  tenant,
}: {
  basePath: string;
  language: LocaleCode;
  strings: Strings;
  tenant?: TenantId;
}) {
  return (
    <DeskLanguage pageLanguage={language} pageStrings={strings} tenant={tenant}>
      <Desk basePath={basePath} />
    </DeskLanguage>
  );
}

function Desk({ basePath }: { basePath: string }) {
  const { t } = useTranslation();
  const [me, setMe] = useState<StaffMe['staff'] | null | 'loading'>('loading');
  const [problem, setProblem] = useState<string | null>(null);
  const [view, setView] = useState<View>({ kind: 'today' });
  const [signInProblem, setSignInProblem] = useState<string | null>(null);

  useEffect(() => {
    const search = () => window.location.search;
    staffApi
      .me()
      .then((answer) => {
        setView(viewOf(search()));
        setMe(answer.staff);
      })
      .catch((error: unknown) => {
        if (error instanceof StaffApiError && (error.status === 401 || error.status === 403)) {
          setSignInProblem(new URLSearchParams(search()).get('signIn'));
          setMe(null);
        } else {
          setProblem(error instanceof Error ? error.message : String(error));
        }
      });
    const onPop = () => setView(viewOf(search()));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  if (problem) {
    return (
      <main className={styles.desk}>
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      </main>
    );
  }
  if (me === 'loading') {
    return (
      <main className={styles.desk}>
        <p>{t('staff.loading')}</p>
      </main>
    );
  }
  if (me === null) {
    return (
      <main className={styles.desk}>
        <DeskLanguageChooser />
        <SignIn returnTo={basePath} problem={signInProblem} />
      </main>
    );
  }

  const linkTo = (reference: string) => `${basePath}?ref=${encodeURIComponent(reference)}`;
  const signOut = async () => {
    const answer = await staffApi.signOut();
    window.location.assign(answer.providerSignOutUrl ?? basePath);
  };

  return (
    <main className={styles.desk}>
      <header className={styles.bar}>
        <span>{t('staff.signedInAs', { name: me.name, role: t(`staff.roles.${me.role}`) })}</span>
        <nav aria-label={t('staff.nav.label')} className={styles.nav}>
          <a href={basePath} aria-current={view.kind === 'today' ? 'page' : undefined}>
            {t('staff.nav.today')}
          </a>
          <a href={`${basePath}?view=find`} aria-current={view.kind === 'find' ? 'page' : undefined}>
            {t('staff.nav.find')}
          </a>
        </nav>
        <DeskLanguageChooser />
        <button type="button" className={styles.secondary} onClick={() => void signOut()}>
          {t('staff.signOut')}
        </button>
      </header>
      {view.kind === 'today' ? <TodayView linkTo={linkTo} /> : null}
      {view.kind === 'find' ? <FindView linkTo={linkTo} /> : null}
      {view.kind === 'reservation' ? (
        <>
          <p>
            <a href={basePath}>{t('staff.reservation.back')}</a>
          </p>
          <ReservationView reference={view.reference} role={me.role} />
        </>
      ) : null}
    </main>
  );
}
