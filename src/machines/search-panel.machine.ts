import { assign, setup, type SnapshotFrom } from 'xstate';
import { returnDateCloseDelayMs } from '../config/constants';
import { searchPanelSection, toggleSection, type SearchPanelSection } from '../domain/calendar';

/** A section the visitor can open (every section but 0, closed). */
export type OpenableSection = Exclude<SearchPanelSection, 0>;

export type SearchPanelEvent =
  /** A field of the bar was chosen: open its section, or close it when it is the open one (spec §2). */
  | { type: 'section.toggle'; section: OpenableSection }
  /** A pickup or return place was chosen in its list. */
  | { type: 'location.chosen' }
  /** A pickup or return time was chosen in its list. */
  | { type: 'time.chosen' }
  /** The calendar set the pickup date (a first click, or one that starts the range over). */
  | { type: 'pickupDate.chosen' }
  /** The calendar set the return date. */
  | { type: 'returnDate.chosen' }
  /** The search button with a date missing: the date picker opens instead (spec §2). */
  | { type: 'submit.missingDate' }
  /** Escape, a click outside the panel, a search sent, or a new page. */
  | { type: 'panel.close' };

export interface SearchPanelContext {
  /** The open section, spec §2's number: 0 closed … 5 return time. Set on entering each state. */
  section: SearchPanelSection;
}

/**
 * The sections of the search panel (spec §2, §4): 0 closed, 1 date picker, 2 pickup location, 3 pickup
 * time, 4 return location, 5 return time. Choosing a section toggles it (`toggleSection`); choosing a
 * place or a time closes the panel; the return date closes it after 200 ms so the visitor sees the range
 * before it goes. A pure definition: the wait is the named delay `returnDateCloseDelay`.
 */
export const searchPanelMachine = setup({
  types: {
    context: {} as SearchPanelContext,
    events: {} as SearchPanelEvent,
  },
  delays: { returnDateCloseDelay: returnDateCloseDelayMs },
  guards: {
    /** Choosing `event.section` while `context.section` is open leads to `section` (spec §2 toggle). */
    'leadsTo?': ({ context, event }, params: { section: SearchPanelSection }) =>
      event.type === 'section.toggle' && toggleSection(context.section, event.section) === params.section,
  },
  actions: {
    enter: assign((_, params: { section: SearchPanelSection }) => ({ section: params.section })),
  },
}).createMachine({
  id: 'searchPanel',
  context: { section: searchPanelSection.closed },
  initial: 'closed',
  on: {
    'section.toggle': [
      { guard: { type: 'leadsTo?', params: { section: searchPanelSection.closed } }, target: '.closed' },
      { guard: { type: 'leadsTo?', params: { section: searchPanelSection.datePicker } }, target: '.datePicker' },
      {
        guard: { type: 'leadsTo?', params: { section: searchPanelSection.pickupLocation } },
        target: '.pickupLocation',
      },
      { guard: { type: 'leadsTo?', params: { section: searchPanelSection.pickupTime } }, target: '.pickupTime' },
      {
        guard: { type: 'leadsTo?', params: { section: searchPanelSection.returnLocation } },
        target: '.returnLocation',
      },
      { guard: { type: 'leadsTo?', params: { section: searchPanelSection.returnTime } }, target: '.returnTime' },
    ],
    // From the date picker itself too: it starts over in `choosing`, so no close is pending.
    'submit.missingDate': { target: '.datePicker', reenter: true },
    'panel.close': { target: '.closed' },
  },
  states: {
    closed: { entry: { type: 'enter', params: { section: searchPanelSection.closed } } },
    datePicker: {
      entry: { type: 'enter', params: { section: searchPanelSection.datePicker } },
      initial: 'choosing',
      states: {
        choosing: { on: { 'returnDate.chosen': { target: 'closing' } } },
        /** The range is complete: shown for 200 ms, then the panel closes (spec §4). */
        closing: {
          after: { returnDateCloseDelay: { target: '#searchPanel.closed' } },
          on: {
            // A click within the 200 ms starts a new range: the picker stays open for its return date.
            'pickupDate.chosen': { target: 'choosing' },
            'returnDate.chosen': { target: 'closing', reenter: true },
          },
        },
      },
    },
    pickupLocation: {
      entry: { type: 'enter', params: { section: searchPanelSection.pickupLocation } },
      on: { 'location.chosen': { target: 'closed' } },
    },
    pickupTime: {
      entry: { type: 'enter', params: { section: searchPanelSection.pickupTime } },
      on: { 'time.chosen': { target: 'closed' } },
    },
    returnLocation: {
      entry: { type: 'enter', params: { section: searchPanelSection.returnLocation } },
      on: { 'location.chosen': { target: 'closed' } },
    },
    returnTime: {
      entry: { type: 'enter', params: { section: searchPanelSection.returnTime } },
      on: { 'time.chosen': { target: 'closed' } },
    },
  },
});

export type SearchPanelSnapshot = SnapshotFrom<typeof searchPanelMachine>;

/** The open section's number (spec §2: 0 closed … 5 return time), for `useSelector`. */
export function openSection(snapshot: SearchPanelSnapshot): SearchPanelSection {
  return snapshot.context.section;
}
