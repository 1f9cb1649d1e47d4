/**
 * The trip's roads and weather on the reservation overview (issue 40): when they are shown, how old the
 * kept data may be before the page says so, and which roads and warning areas belong to each office.
 * One place for all of it (README "Roads and weather for the trip").
 */
export type TripSource = 'roads' | 'warnings';

export const tripSources: readonly TripSource[] = ['roads', 'warnings'];

/** Shown from this many days (Iceland calendar days) before the pickup day until the return. */
export const tripConditionsDaysBeforePickup = 3;

/**
 * Kept data older than this is said to be out of date rather than shown as current. Vegagerðin updates
 * road conditions many times an hour and the Met Office its warnings as they are issued; the scheduled
 * refresh runs every ten minutes, so an hour means several refreshes in a row failed.
 */
export const tripConditionsMaxAgeMinutes: Record<TripSource, number> = { roads: 60, warnings: 60 };

/**
 * Per office: the roads near it (Vegagerðin's route numbers, `IdLeid`) and the Met Office's warning
 * areas it lies in (CAP `areaDesc` in Icelandic, as the Met Office names its eleven forecast areas), and
 * the main roads and areas between it and the capital region. The road network has its hub in the
 * capital, so the main roads between two offices are both offices' roads to the capital (none for the
 * capital's own office). An office not listed here (a delivery address) adds nothing.
 */
export interface OfficeTripArea {
  roads: string[];
  areas: string[];
  toCapital: { roads: string[]; areas: string[] };
}

export const officeTripAreas: Record<string, OfficeTripArea> = {
  // Keflavík Airport: Reykjanesbraut (41) to the capital, Grindavíkurvegur (43), Hafnavegur (44), Sandgerðisvegur (45).
  kef: {
    roads: ['41', '43', '44', '45'],
    areas: ['Faxaflói'],
    toCapital: { roads: ['41'], areas: ['Höfuðborgarsvæðið'] },
  },
  // Reykjavík: the ring road (1) and Reykjanesbraut (41) through the capital region.
  rvk: {
    roads: ['1', '41', '49'],
    areas: ['Höfuðborgarsvæðið'],
    toCapital: { roads: [], areas: [] },
  },
  // Akureyri: the ring road (1) over Holtavörðuheiði and Öxnadalsheiði to the capital.
  aey: {
    roads: ['1', '82'],
    areas: ['Norðurland eystra'],
    toCapital: { roads: ['1'], areas: ['Faxaflói', 'Strandir og Norðurland vestra'] },
  },
};

/** The Met Office's warning area of the highlands, where the F-roads are. */
export const highlandArea = 'Miðhálendið';
