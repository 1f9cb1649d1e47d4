import { useEffect, useRef, useState } from 'react';
import { whenNearViewport } from '../../browser/near-viewport';
import { lastMovementText, shuttleOffice, shuttleTerminal } from '../../domain/shuttle';
import { useTranslation } from '../../i18n/TranslationProvider';
import type { ShuttleMapBlock } from '../../content/types';
import type { Resolved } from '../../content/resolved';
import { BlockTitle, blockLabel } from '../blocks/BlockTitle';
import * as blockStyles from '../blocks/blocks.module.css';
import type { ShuttleMap as LeafletShuttleMap } from './shuttle-leaflet-map';
import { arrowPath, arrowViewBox } from './shuttle-arrow';
import { useShuttlePolling } from './shuttle-polling';
import * as styles from './ShuttleMap.module.css';

/** How far from the viewport the map starts loading Leaflet (the same as the map block). */
export const shuttleMapLoadMargin = '200px';

/**
 * The airport shuttle tracker (spec §1, §9): the content's picture of the airport area as a Leaflet
 * map (loaded only near the viewport), the terminal and the office on it, and the shuttles, polled
 * every 5 s while the map is on screen and the visitor is there (shuttle-polling.ts), each turned to
 * its heading. Under the map each shuttle reads as text with its last movement ("-" when no time is
 * known, spec §8). The box's height is reserved, so nothing moves when the map arrives.
 */
export function ShuttleMap({ block }: { block: Resolved<ShuttleMapBlock> }) {
  const { t, language } = useTranslation();
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletShuttleMap>();
  const [mapState, setMapState] = useState<'waiting' | 'shown' | 'failed'>('waiting');
  const { shuttles, receivedAt, failed, paused } = useShuttlePolling(boxRef);
  const shuttleName = (id: string) => `${block.shuttleLabel} ${id}`;

  useEffect(() => {
    const container = canvasRef.current;
    if (!container) return undefined;
    let isUnmounted = false;
    const stopWatching = whenNearViewport(
      container,
      () => {
        import('./shuttle-leaflet-map')
          .then(({ createShuttleMap }) => {
            if (isUnmounted) return;
            mapRef.current = createShuttleMap(container, {
              imageUrl: block.mapImage.src,
              places: [
                // The terminal is near the west edge and the office near the east one: labels face inwards.
                {
                  ...shuttleTerminal,
                  label: block.terminalLabel,
                  className: styles.terminal ?? '',
                  labelSide: 'right',
                },
                { ...shuttleOffice, label: block.officeLabel, className: styles.office ?? '', labelSide: 'left' },
              ],
              shuttleClassName: styles.shuttle ?? '',
              arrowClassName: styles.arrow ?? '',
              shuttleName: (id) => `${block.shuttleLabel} ${id}`,
              labels: { zoomIn: t('blocks.mapZoomIn'), zoomOut: t('blocks.mapZoomOut') },
            });
            setMapState('shown');
          })
          .catch((error: unknown) => {
            if (isUnmounted) return;
            console.error('The shuttle map could not be loaded', error);
            setMapState('failed');
          });
      },
      shuttleMapLoadMargin,
    );
    return () => {
      isUnmounted = true;
      stopWatching();
      mapRef.current?.remove();
      mapRef.current = undefined;
    };
  }, [block, t]);

  useEffect(() => {
    if (mapState === 'shown' && shuttles) mapRef.current?.update(shuttles);
  }, [mapState, shuttles]);

  const label = blockLabel(block.title);
  const now = new Date(receivedAt ?? 0);
  return (
    <section className={blockStyles.block} id={block.anchorId} aria-label={label ?? block.mapLabel}>
      <BlockTitle title={block.title} />
      <div ref={boxRef} className={styles.box} data-js-only="">
        <div className={styles.map} data-state={mapState}>
          {/* Leaflet owns this element's children: React renders none into it. */}
          <div ref={canvasRef} className={styles.canvas} role="region" aria-label={block.mapLabel} />
          {mapState === 'failed' ? <p className={blockStyles.mapFailed}>{t('shuttle.mapFailed')}</p> : null}
        </div>
        <div className={styles.positions}>
          {shuttles === undefined ? (
            <p>{failed ? t('shuttle.failed') : t('shuttle.loading')}</p>
          ) : shuttles.length === 0 ? (
            <p>{t('shuttle.none')}</p>
          ) : (
            <ul className={styles.list}>
              {shuttles.map((shuttle) => (
                <li key={shuttle.id} data-shuttle={shuttle.id}>
                  <strong>{shuttleName(shuttle.id)}</strong>{' '}
                  <span>
                    {t('shuttle.lastMovement', {
                      label: block.lastMovementLabel,
                      time: lastMovementText(shuttle.date, now, language),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {shuttles !== undefined && failed ? <p className={styles.note}>{t('shuttle.failed')}</p> : null}
          {paused === 'idle' ? <p className={styles.note}>{t('shuttle.paused')}</p> : null}
        </div>
      </div>
      <ul className={styles.legend} aria-label={t('shuttle.legend')}>
        <li>
          <span className={`${styles.shuttle} ${styles.legendIcon}`} aria-hidden="true">
            <span className={styles.arrow}>
              <svg viewBox={arrowViewBox}>
                <path d={arrowPath} fill="#fff" />
              </svg>
            </span>
          </span>
          {block.shuttleLabel}
        </li>
        <li>
          <span className={`${styles.terminal} ${styles.legendIcon}`} aria-hidden="true" />
          {block.terminalLabel}
        </li>
        <li>
          <span className={`${styles.office} ${styles.legendIcon}`} aria-hidden="true" />
          {block.officeLabel}
        </li>
      </ul>
      {block.legend ? <p className={styles.note}>{block.legend}</p> : null}
    </section>
  );
}
