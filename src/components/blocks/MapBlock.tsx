import { useTranslation } from '../../i18n/TranslationProvider';
import type { MapBlock as MapBlockValue } from '../../content/types';
import * as styles from './blocks.module.css';

/**
 * Places on a map: each marker with its name and a link that opens it in the visitor's map app.
 * (An interactive Leaflet map needs tiles from a tile server; it comes with the shuttle tracker.)
 */
export function MapBlock({ block }: { block: MapBlockValue }) {
  const { t } = useTranslation();
  return (
    <section className={styles.block} id={block.anchorId} aria-label={block.title ?? t('blocks.mapTitle')}>
      {block.title ? <h2>{block.title}</h2> : null}
      <ul className={styles.places}>
        {block.markers.map((marker) => (
          <li key={marker._key}>
            <strong>{marker.label}</strong>{' '}
            <a
              href={`https://www.openstreetmap.org/?mlat=${marker.lat}&mlon=${marker.lng}#map=${block.zoom}/${marker.lat}/${marker.lng}`}
            >
              {t('blocks.mapOpen')}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
