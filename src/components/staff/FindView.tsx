import { useState, type FormEvent } from 'react';
import { staffApi, StaffApiError } from '../../api-client/staff';
import type { FoundReservation } from '../../api-client/staff-types';
import { useTranslation } from '../../i18n/TranslationProvider';
import { formatLocalTime } from './format';
import { statusLabel } from './labels';
import * as styles from './staff.module.css';

/** Find any reservation by reference, name, e-mail or date. */
export function FindView({ linkTo }: { linkTo: (reference: string) => string }) {
  const { t, language } = useTranslation();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<FoundReservation[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    setSearching(true);
    setProblem(null);
    try {
      setFound((await staffApi.find(query)).reservations);
    } catch (error) {
      setProblem(error instanceof StaffApiError ? (error.fields?.q ?? error.message) : String(error));
    } finally {
      setSearching(false);
    }
  };

  return (
    <section aria-labelledby="staff-find">
      <h1 id="staff-find">{t('staff.nav.find')}</h1>
      <form className={styles.filters} onSubmit={(event) => void search(event)} role="search">
        <div>
          <label htmlFor="staff-query">{t('staff.find.label')}</label>
          <input
            id="staff-query"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            required
            minLength={2}
            aria-describedby={problem ? 'staff-find-problem' : undefined}
          />
        </div>
        <button type="submit" className={styles.button} disabled={searching}>
          {t('staff.find.button')}
        </button>
      </form>
      {problem ? (
        <p role="alert" id="staff-find-problem" className={styles.error}>
          {problem}
        </p>
      ) : null}
      {found ? (
        <>
          <p role="status">
            {found.length === 0 ? t('staff.find.none') : t('staff.find.results', { count: found.length })}
          </p>
          <ul className={styles.cards}>
            {found.map((row) => (
              <li key={row.reference} className={styles.card}>
                <a href={linkTo(row.reference)}>{row.reference}</a> · {row.name} · {row.email}
                <br />
                {formatLocalTime(row.pickup, language)} → {formatLocalTime(row.return, language)} · {row.vehicleClass} ·{' '}
                {statusLabel(t, row.status)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
