import { defaultIconSizePx } from '../../config/constants';

/** The icons of `static/icons.svg` that content may name (spec §2: a menu section's or quick link's icon). */
export const iconNames = [
  'car-small',
  'car',
  'suv',
  'van',
  'campervan',
  'four-by-four',
  'motorhome',
  'city',
  'family',
  'electric',
  'gearbox-automatic',
  'gearbox-manual',
  'bed',
  'search',
  'key',
  'phone',
] as const;

export type IconName = (typeof iconNames)[number];

export function isIconName(name: unknown): name is IconName {
  return typeof name === 'string' && (iconNames as readonly string[]).includes(name);
}

/**
 * A decorative icon from the sprite, in the text colour, its size set so it shifts nothing while the
 * sprite loads (spec §9: 16 by 16 by default). An unknown name shows nothing.
 */
export function Icon({ name, className }: { name: string | undefined; className?: string }) {
  if (!isIconName(name)) return null;
  return (
    <svg
      className={className}
      width={defaultIconSizePx}
      height={defaultIconSizePx}
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
