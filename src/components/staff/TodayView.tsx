import { useEffect, useState } from 'react';
import { staffApi, StaffApiError } from '../../api-client/staff';
import type { DeskDay, DeskRow } from '../../api-client/staff-types';
import { useTranslation } from '../../i18n/TranslationProvider';
import * as styles from './staff.module.css';

function DeskCard({ row, linkTo }: { row: DeskRow; linkTo: (reference: string) => string }) {
  const { t } = useTranslation();
  return (
    <li className={styles.card}>
      <a href={linkTo(row.reference)}>
        {row.time} · {row.reference}
      </a>
      <dl className={styles.facts}>
        <dt>{t('staff.today.name')}</dt>
        <dd>{row.name}</dd>
        <dt>{t('staff.today.class')}</dt>
        <dd>{row.vehicleClass.name}</dd>
        <dt>{t('staff.today.flight')}</dt>
        <dd>{row.flightNumber ?? '–'}</dd>
        <dt>{t('staff.today.checkIn')}</dt>
        <dd>{t(`staff.checkInStates.${row.checkIn}`)}</dd>
        <dt>{t('staff.today.documents')}</dt>
        <dd>{t(row.documentsComplete ? 'staff.today.complete' : 'staff.today.incomplete')}</dd>
        <dt>{t('staff.today.deposit')}</dt>
        <dd>{t(`staff.depositStates.${row.deposit}`)}</dd>
        {row.pickedUpAt ? (
          <>
            <dt>{t('staff.today.pickedUp')}</dt>
            <dd>✓</dd>
          </>
        ) : null}
        {row.returnedAt ? (
          <>
            <dt>{t('staff.today.returned')}</dt>
            <dd>✓</dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}

function DeskList({ title, rows, linkTo }: { title: string; rows: DeskRow[]; linkTo: (reference: string) => string }) {
  const { t } = useTranslation();
  return (
    <section>
      <h2>
        {title} ({rows.length})
      </h2>
      {rows.length === 0 ? (
        <p>{t('staff.today.none')}</p>
      ) : (
        <ul className={styles.cards}>
          {rows.map((row) => (
            <DeskCard key={row.reference} row={row} linkTo={linkTo} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Today's or tomorrow's pickups and returns at one office. */
export function TodayView({ linkTo }: { linkTo: (reference: string) => string }) {
  const { t } = useTranslation();
  const [office, setOffice] = useState<string | null>(null);
  const [day, setDay] = useState<'today' | 'tomorrow'>('today');
  const [desk, setDesk] = useState<DeskDay | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    staffApi
      .today(office, day)
      .then((answer) => current && setDesk(answer))
      .catch((error: unknown) => current && setProblem(error instanceof StaffApiError ? error.message : String(error)));
    return () => {
      current = false;
    };
  }, [office, day]);

  return (
    <section aria-labelledby="staff-today">
      <h1 id="staff-today">{t('staff.nav.today')}</h1>
      <div className={styles.filters}>
        <div>
          <label htmlFor="staff-office">{t('staff.today.office')}</label>
          <select id="staff-office" value={desk?.office.id ?? ''} onChange={(event) => setOffice(event.target.value)}>
            {(desk?.offices ?? []).map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.title}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="staff-day">{t('staff.today.day')}</label>
          <select
            id="staff-day"
            value={day}
            onChange={(event) => setDay(event.target.value === 'tomorrow' ? 'tomorrow' : 'today')}
          >
            <option value="today">{t('staff.today.today')}</option>
            <option value="tomorrow">{t('staff.today.tomorrow')}</option>
          </select>
        </div>
      </div>
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
      {desk ? (
        <div className={styles.columns}>
          <DeskList title={t('staff.today.pickups')} rows={desk.pickups} linkTo={linkTo} />
          <DeskList title={t('staff.today.returns')} rows={desk.returns} linkTo={linkTo} />
        </div>
      ) : (
        <p>{t('staff.loading')}</p>
      )}
    </section>
  );
}
