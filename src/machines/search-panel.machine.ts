import { setup, type SnapshotFrom } from 'xstate';
import { returnDateCloseDelayMs } from '../config/constants';
import { searchPanelSection, type SearchPanelSection } from '../domain/calendar';

export type SearchPanelEvent =
  /** A field of the bar was chosen: open its section, or close it when it is the open one (spec §2). */
  | { type: 'section.toggle'; section: Exclude<SearchPanelSection, 0> }
  /** A pickup or return place was chosen in its list. */
  | { type: 'location.chosen' }
  /** A pickup or return time was chosen in its list. */
  | { type: 'time.chosen' }
  /** The calendar's second click set the return date. */
  | { type: 'returnDate.chosen' }
  /** The search button with a date missing: the date picker opens instead (spec §2). */
  | { type: 'submit.missingDate' }
  /** Escape, a click outside the panel, or a new page. */
  | { type: 'panel.close' };

const toggles = (section: SearchPanelSection) => ({
  'section.toggle': {
    guard: ({ event }: { event: SearchPanelEvent }) => event.type === 'section.toggle' && event.section === section,
    target: '#searchPanel.closed',
  },
});

/**
 * The sections of the search panel (spec §2, §4): 0 closed, 1 date picker, 2 pickup location, 3 pickup
 * time, 4 return location, 5 return time. Choosing a section toggles it; choosing a place or a time
 * closes the panel; the return date closes it after 200 ms, so the visitor sees the range they chose.
 * Pure: the delay is the named `returnDateCloseDelay`.
 */
export const searchPanelMachine = setup({
  types: { events: {} as SearchPanelEvent },
  delays: { returnDateCloseDelay: returnDateCloseDelayMs },
  guards: {
    opens: ({ event }, section: SearchPanelSection) => event.type === 'section.toggle' && event.section === section,
  },
}).createMachine({
  id: 'searchPanel',
  initial: 'closed',
  on: {
    'section.toggle': [
      { guard: { type: 'opens', params: searchPanelSection.datePicker }, target: '.datePicker' },
      { guard: { type: 'opens', params: searchPanelSection.pickupLocation }, target: '.pickupLocation' },
      { guard: { type: 'opens', params: searchPanelSection.pickupTime }, target: '.pickupTime' },
      { guard: { type: 'opens', params: searchPanelSection.returnLocation }, target: '.returnLocation' },
      { guard: { type: 'opens', params: searchPanelSection.returnTime }, target: '.returnTime' },
    ],
    'submit.missingDate': { target: '.datePicker' },
    'panel.close': { target: '.closed' },
  },
  states: {
    closed: {},
    datePicker: {
      initial: 'choosing',
      on: toggles(searchPanelSection.datePicker),
      states: {
        choosing: { on: { 'returnDate.chosen': { target: 'closing' } } },
        closing: {
          after: { returnDateCloseDelay: { target: '#searchPanel.closed' } },
          // Another click in the calendar starts a new range: keep the picker open.
          on: { 'returnDate.chosen': { target: 'closing', reenter: true } },
        },
      },
    },
    pickupLocation: { on: { ...toggles(searchPanelSection.pickupLocation), 'location.chosen': { target: 'closed' } } },
    pickupTime: { on: { ...toggles(searchPanelSection.pickupTime), 'time.chosen': { target: 'closed' } } },
    returnLocation: { on: { ...toggles(searchPanelSection.returnLocation), 'location.chosen': { target: 'closed' } } },
    returnTime: { on: { ...toggles(searchPanelSection.returnTime), 'time.chosen': { target: 'closed' } } },
  },
});

export type SearchPanelSnapshot = SnapshotFrom<typeof searchPanelMachine>;

const sectionOfState: Record<string, SearchPanelSection> = {
  closed: searchPanelSection.closed,
  datePicker: searchPanelSection.datePicker,
  pickupLocation: searchPanelSection.pickupLocation,
  pickupTime: searchPanelSection.pickupTime,
  returnLocation: searchPanelSection.returnLocation,
  returnTime: searchPanelSection.returnTime,
};

/** The open section's number (spec §2: 0 closed … 5 return time). */
export function openSection(snapshot: SearchPanelSnapshot): SearchPanelSection {
  const value = snapshot.value;
  const state = typeof value === 'string' ? value : (Object.keys(value)[0] ?? 'closed');
  return sectionOfState[state] ?? searchPanelSection.closed;
}
