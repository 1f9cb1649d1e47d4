/**
 * The icons content may name (spec §2: a menu section's or quick link's optional icon), each a
 * symbol of `static/icons.svg`.
 */
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
