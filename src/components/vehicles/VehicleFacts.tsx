import { useTranslation } from '../../i18n/TranslationProvider';
import type { VehicleCard } from '../../build/plan-content';
import * as styles from './vehicles.module.css';

type Facts = Pick<
  VehicleCard,
  'seats' | 'doors' | 'sleepingSpots' | 'transmission' | 'fuel' | 'fourByFour' | 'fRoadAllowed'
>;

/** The key facts of a vehicle, always in the same order (DESIGN.md "Look and feel"). */
export function VehicleFacts({ vehicle }: { vehicle: Facts }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.facts}>
      <li>{t('vehicles.seats', { count: vehicle.seats })}</li>
      {vehicle.sleepingSpots ? (
        <li>{t('vehicles.sleeps', { count: vehicle.sleepingSpots })}</li>
      ) : vehicle.doors ? (
        <li>{t('vehicles.doors', { count: vehicle.doors })}</li>
      ) : null}
      <li>{t(`vehicles.${vehicle.transmission}`)}</li>
      <li>{t(`vehicles.${vehicle.fuel}`)}</li>
      {vehicle.fourByFour ? <li>{t('vehicles.fourByFour')}</li> : null}
      <li>{vehicle.fRoadAllowed ? t('vehicles.fRoad') : t('vehicles.noFRoad')}</li>
    </ul>
  );
}
