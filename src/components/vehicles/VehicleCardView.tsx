import { Link } from 'gatsby';
import { useTranslation } from '../../i18n/TranslationProvider';
import type { VehicleCard } from '../../build/plan-content';
import { Picture } from '../ui/Picture';
import { VehicleFacts } from './VehicleFacts';
import * as styles from './vehicles.module.css';

/** A vehicle in a list: picture, name "or similar", key facts, a link to its page. */
export function VehicleCardView({ vehicle }: { vehicle: VehicleCard }) {
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
    </article>
  );
}
