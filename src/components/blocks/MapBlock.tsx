import { useEffect, useRef, useState } from 'react';
import { whenNearViewport } from '../../browser/near-viewport';
import { useTranslation } from '../../i18n/TranslationProvider';
import type { MapBlock as MapBlockValue } from '../../content/types';
import type { PlacesMap } from './leaflet-map';
import * as styles from './blocks.module.css';
import { BlockTitle, blockLabel } from './BlockTitle';

/** How far below (or above) the viewport a map box starts loading its map. */
export const mapLoadMargin = '200px';

/**
 * Places on a map (spec §1 content blocks): each with its name and a link that opens it in
 * OpenStreetMap, which is how the places read without JavaScript and for assistive technology.
 * Above the list, a box of fixed proportions becomes an interactive Leaflet map when it comes near
 * the viewport; Leaflet and its stylesheet are loaded only then (leaflet-map.ts), so a page's first
 * load carries none of it. Without JavaScript the box is not shown (data-js-only, gatsby-ssr.tsx).
 */
export function MapBlock({ block }: { block: MapBlockValue }) {
  const { t } = useTranslation();
  const mapRef = useRef<HTMLDivElement>(null);
  const [mapState, setMapState] = useState<'waiting' | 'shown' | 'failed'>('waiting');

  useEffect(() => {
    const container = mapRef.current;
    if (!container) return undefined;
    let isUnmounted = false;
    let map: PlacesMap | undefined;
    const stopWatching = whenNearViewport(
      container,
      () => {
        import('./leaflet-map')
          .then(({ createPlacesMap }) => {
            if (isUnmounted) return;
            map = createPlacesMap(container, {
              center: block.center,
              zoom: block.zoom,
              places: block.markers,
              markerClassName: styles.mapMarker ?? '',
              labels: { zoomIn: t('blocks.mapZoomIn'), zoomOut: t('blocks.mapZoomOut') },
            });
            setMapState('shown');
          })
          .catch((error: unknown) => {
            if (isUnmounted) return;
            // The list of places still serves; the visitor reads why the map is missing.
            console.error('The map of the map block could not be loaded', error);
            setMapState('failed');
          });
      },
      mapLoadMargin,
    );
    return () => {
      isUnmounted = true;
      stopWatching();
      map?.remove();
    };
  }, [block, t]);

  const label = blockLabel(block.title);
  return (
    <section className={styles.block} id={block.anchorId} aria-label={label ?? t('blocks.mapTitle')}>
      <BlockTitle title={block.title} />
      <div className={styles.map} data-state={mapState} data-js-only="">
        {/* Leaflet owns this element's children: React renders none into it. */}
        <div
          ref={mapRef}
          className={styles.mapCanvas}
          role="region"
          aria-label={label ? t('blocks.mapRegion', { title: label }) : t('blocks.mapInteractive')}
        />
        {mapState === 'failed' ? <p className={styles.mapFailed}>{t('blocks.mapFailed')}</p> : null}
      </div>
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
