import { Link } from 'gatsby';
import { useTranslation } from '../../i18n/TranslationProvider';
import type { VehicleCard } from '../../build/plan-content';
import type { LocaleCode } from '../../config/locales';
import { LeaseLink } from '../lease/LeaseLink';
import { Picture } from '../ui/Picture';
import { VehicleFacts } from './VehicleFacts';
import * as styles from './vehicles.module.css';

/**
 * A vehicle in a list: picture, name "or similar", key facts, a link to its page; on a brand with leases
 * (`leaseIn`, the page's language) also the offer to lease it (issue 15).
 */
export function VehicleCardView({ vehicle, leaseIn }: { vehicle: VehicleCard; leaseIn?: LocaleCode }) {
  const { t } = useTranslation();
  return (
    <article className={styles.card}>
      <Picture
        image={vehicle.image}
        sizes="(min-width: 1000px) 380px, (min-width: 600px) 50vw, 100vw"
        className={styles.cardImage}
      />
      <h2 className={styles.cardTitle}>
        <Link to={vehicle.path}>{vehicle.title}</Link> <span className={styles.similar}>{t('vehicles.orSimilar')}</span>
      </h2>
      <VehicleFacts vehicle={vehicle} />
      {leaseIn ? <LeaseLink classCode={vehicle.classCode} name={vehicle.title} language={leaseIn} /> : null}
    </article>
  );
}
