import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '../../i18n/TranslationProvider';
import type { PhotoPosition } from './condition-api';
import { moveByKey, outlineZones, positionOfTap, zoneOf, zonePosition, type OutlineZone } from './walk-parts';
import * as booking from '../booking/booking.module.css';
import * as styles from './condition.module.css';

/**
 * Where a damage is: a simple outline of the car from above (front at the top) to tap; the same mark
 * moves with the arrow keys when the outline has focus (Shift for larger steps), and a list of the car's
 * parts sets it too, so no pointer is needed.
 */
export function CarOutline({
  id,
  position,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  position: PhotoPosition | null;
  onChange: (position: PhotoPosition) => void;
  invalid: boolean;
  describedBy: string;
}) {
  const { t } = useTranslation();
  const svg = useRef<SVGSVGElement>(null);
  const zone = position ? zoneOf(position) : null;
  const zoneName = zone ? t(`condition.damage.zones.${zone}`) : t('condition.damage.noMark');

  const tap = (event: PointerEvent<SVGSVGElement>) => {
    const box = svg.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    onChange(positionOfTap(event.clientX, event.clientY, box));
  };
  const key = (event: KeyboardEvent<SVGSVGElement>) => {
    const moved = moveByKey(position, event.key, event.shiftKey);
    if (!moved) return;
    event.preventDefault();
    onChange(moved);
  };

  return (
    <div className={styles.outline}>
      <svg
        ref={svg}
        id={id}
        viewBox="0 0 100 200"
        role="img"
        tabIndex={0}
        aria-label={t('condition.damage.outlineLabel', { zone: zoneName })}
        aria-describedby={describedBy}
        data-invalid={invalid}
        data-testid="car-outline"
        className={styles.outlineSvg}
        onPointerDown={tap}
        onKeyDown={key}
      >
        {/* Body, windscreen, rear window and wheels: enough to say where. */}
        <rect x="15" y="8" width="70" height="184" rx="22" className={styles.body} />
        <path d="M24 58 Q50 44 76 58 L72 80 Q50 72 28 80 Z" className={styles.glass} />
        <path d="M28 150 Q50 158 72 150 L75 166 Q50 176 25 166 Z" className={styles.glass} />
        <rect x="6" y="30" width="10" height="30" rx="3" className={styles.wheel} />
        <rect x="84" y="30" width="10" height="30" rx="3" className={styles.wheel} />
        <rect x="6" y="140" width="10" height="30" rx="3" className={styles.wheel} />
        <rect x="84" y="140" width="10" height="30" rx="3" className={styles.wheel} />
        {position ? (
          <circle
            cx={position.x * 100}
            cy={position.y * 200}
            r="6"
            className={styles.mark}
            data-testid="outline-mark"
          />
        ) : null}
      </svg>
      <label className={booking.field} htmlFor={`${id}-zone`}>
        {t('condition.damage.zone')}
        <select
          id={`${id}-zone`}
          value={zone ?? ''}
          aria-describedby={describedBy}
          onChange={(event) => event.target.value && onChange(zonePosition(event.target.value as OutlineZone))}
        >
          <option value="">{t('condition.damage.chooseZone')}</option>
          {outlineZones.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {t(`condition.damage.zones.${candidate.id}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
