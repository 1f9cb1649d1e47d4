import type { ReservationPageKind } from '../../build/pages';

/** Whether a reservation page is one of the edit wizard's (spec §2 /reservation/edit/…). */
export const isEditPage = (page: ReservationPageKind) => page.startsWith('edit');

/**
 * The translation key of a reservation page's title: check-in pages (`checkin-start`…) take theirs from
 * checkin.json, edit pages from edit.json, the condition walk from condition.json, the others from reservation.json.
 */
export function titleKeyOf(page: ReservationPageKind): string {
  if (page.startsWith('checkin-')) return `checkin.titles.${page.slice('checkin-'.length)}`;
  if (page === 'condition') return 'condition.titles.condition';
  return `${isEditPage(page) ? 'edit' : 'reservation'}.titles.${page}`;
}
