/** The edit wizard's pages and its one actor per tab and reservation (spec §4 Edit). */

import { useState } from 'react';
import type { Actor } from 'xstate';
import type { Reservation } from '../../api-client/types';
import type { LocaleCode } from '../../config/locales';
import { localePrefix } from '../../domain/paths';
import type { EditSnapshot, EditStep } from '../../machines/edit.machine';
import { createPersistedActor, dropSnapshot, loadSnapshot } from '../../machines/persist';
import { developmentInspector } from '../../browser/inspector';
import { editMachineFor, isFullReservation } from './edit-actors';

export type EditPageKind = 'editTerms' | 'editDetails' | 'editOptions' | 'editPayment';

export const editStepOfPage: Record<EditPageKind, EditStep> = {
  editTerms: 'terms',
  editDetails: 'details',
  editOptions: 'options',
  editPayment: 'payment',
};

export const editPathOf = (language: LocaleCode, step: EditStep) =>
  `${localePrefix(language)}/reservation/edit/${step}/`;

export type EditActor = Actor<ReturnType<typeof editMachineFor>>;

/** Version of the stored snapshot (persist.ts): raise when the edit machine's context changes shape. */
// 2: the payment goes through the processor's page; the attempt's key is kept (issue 26).
// 3: the payment sends the whole window to the processor's page and is restored on the way back (issue 37).
const snapshotVersion = 3;

let current: { key: string; actor: EditActor } | null = null;

/**
 * The edit wizard's actor for this reservation (spec §4 Edit). One actor per tab and reservation, kept
 * across Gatsby's page changes (as the booking wizard's), so a request started on one page (the quote
 * after the options) goes on while the next page mounts. Its snapshot is kept in session storage per
 * reference (`edit-<reference>`), so a reload or the browser's back button returns to the same step.
 */
export function useEditActor(reservation: Reservation, step: EditStep, language: LocaleCode): EditActor {
  const [actor] = useState<EditActor>(() => {
    const key = `${reservation.reference}:${language}`;
    if (current?.key === key) return current.actor;
    current?.actor.stop();
    const persist = { storage: window.sessionStorage, key: `edit-${reservation.reference}`, version: snapshotVersion };
    // A change or payment made elsewhere since (another tab, the overview) makes the kept wizard stale.
    const kept = loadSnapshot(persist) as { context?: { reservation?: { version?: unknown } } } | null;
    if (kept && kept.context?.reservation?.version !== reservation.version) dropSnapshot(persist);
    const inspect = developmentInspector();
    const created = createPersistedActor(editMachineFor(language), persist, {
      input: { reservation, step, now: new Date().toISOString() },
      ...(inspect ? { inspect } : {}),
    });
    created.start();
    current = { key, actor: created };
    return created;
  });
  return actor;
}

/** Forgets the tab's edit actor (tests start each case afresh). */
export function resetEditActor(): void {
  current?.actor.stop();
  current = null;
}

export function currentReservation(snapshot: EditSnapshot): Reservation {
  const reservation = snapshot.context.reservation;
  if (!isFullReservation(reservation)) throw new Error('The reservation is incomplete');
  return reservation;
}
