/**
 * The icons content may name (spec §2: a menu section's or quick link's optional icon; spec §3: a
 * location's), each a symbol of `static/icons.svg`.
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
  // Location icons (spec §3 Location `icon`: airport, city, harbour), shown in the search's place lists.
  'airport',
  'harbour',
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
