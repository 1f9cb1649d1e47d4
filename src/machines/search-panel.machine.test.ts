import { createActor, initialTransition, transition } from 'xstate';
import { searchPanelSection } from '../domain/calendar';
import {
  openSection,
  searchPanelMachine,
  type OpenableSection,
  type SearchPanelEvent,
  type SearchPanelSnapshot,
} from './search-panel.machine';

function snapshotAfter(...events: SearchPanelEvent[]): SearchPanelSnapshot {
  let [snapshot] = initialTransition(searchPanelMachine);
  for (const event of events) [snapshot] = transition(searchPanelMachine, snapshot, event);
  return snapshot;
}

const after = (...events: SearchPanelEvent[]) => openSection(snapshotAfter(...events));
const toggle = (section: OpenableSection): SearchPanelEvent => ({ type: 'section.toggle', section });

const { closed, datePicker, pickupLocation, pickupTime, returnLocation, returnTime } = searchPanelSection;
const sections = [datePicker, pickupLocation, pickupTime, returnLocation, returnTime] as const;
const others = (section: OpenableSection) => sections.filter((other) => other !== section);

describe('search panel sections (spec §2, §4)', () => {
  it('starts closed', () => {
    expect(after()).toBe(closed);
    expect(snapshotAfter().value).toBe('closed');
  });

  it.each(sections)('opens section %i when it is chosen, and closes it when it is chosen again', (section) => {
    expect(after(toggle(section))).toBe(section);
    expect(after(toggle(section), toggle(section))).toBe(closed);
  });

  it.each(sections.flatMap((from) => others(from).map((to) => [from, to] as const)))(
    'switches from section %i to section %i',
    (from, to) => {
      expect(after(toggle(from), toggle(to))).toBe(to);
    },
  );

  it('names its states after the sections', () => {
    expect(snapshotAfter(toggle(datePicker)).value).toEqual({ datePicker: 'choosing' });
    expect(snapshotAfter(toggle(pickupLocation)).value).toBe('pickupLocation');
    expect(snapshotAfter(toggle(pickupTime)).value).toBe('pickupTime');
    expect(snapshotAfter(toggle(returnLocation)).value).toBe('returnLocation');
    expect(snapshotAfter(toggle(returnTime)).value).toBe('returnTime');
  });

  it.each([pickupLocation, returnLocation])('closes section %i when a place is chosen', (section) => {
    expect(after(toggle(section), { type: 'location.chosen' })).toBe(closed);
  });

  it.each([pickupTime, returnTime])('closes section %i when a time is chosen', (section) => {
    expect(after(toggle(section), { type: 'time.chosen' })).toBe(closed);
  });

  it('ignores a chosen place outside the place lists and a chosen time outside the time lists', () => {
    for (const section of [datePicker, pickupTime, returnTime] as const) {
      expect(after(toggle(section), { type: 'location.chosen' })).toBe(section);
    }
    for (const section of [datePicker, pickupLocation, returnLocation] as const) {
      expect(after(toggle(section), { type: 'time.chosen' })).toBe(section);
    }
    expect(after({ type: 'location.chosen' })).toBe(closed);
    expect(after({ type: 'time.chosen' })).toBe(closed);
  });

  it('ignores calendar picks when the date picker is not open', () => {
    expect(after({ type: 'returnDate.chosen' })).toBe(closed);
    expect(after({ type: 'pickupDate.chosen' })).toBe(closed);
    expect(after(toggle(pickupTime), { type: 'returnDate.chosen' })).toBe(pickupTime);
  });

  it('keeps the date picker open after the pickup date', () => {
    expect(snapshotAfter(toggle(datePicker), { type: 'pickupDate.chosen' }).value).toEqual({ datePicker: 'choosing' });
  });

  it('opens the date picker when the search is submitted with a date missing, from any section', () => {
    expect(after({ type: 'submit.missingDate' })).toBe(datePicker);
    for (const section of sections) expect(after(toggle(section), { type: 'submit.missingDate' })).toBe(datePicker);
    expect(snapshotAfter({ type: 'submit.missingDate' }).value).toEqual({ datePicker: 'choosing' });
  });

  it('closes from any section on Escape or a click outside, and stays closed when closed', () => {
    for (const section of sections) expect(after(toggle(section), { type: 'panel.close' })).toBe(closed);
    expect(after({ type: 'panel.close' })).toBe(closed);
  });

  it('waits in `closing` once the return date is chosen, where the toggle and Escape still close at once', () => {
    const closing = [toggle(datePicker), { type: 'returnDate.chosen' }] as const;
    expect(snapshotAfter(...closing).value).toEqual({ datePicker: 'closing' });
    expect(after(...closing, toggle(datePicker))).toBe(closed);
    expect(after(...closing, { type: 'panel.close' })).toBe(closed);
    expect(after(...closing, toggle(returnTime))).toBe(returnTime);
  });

  describe('the return date (spec §4: closes after 200 ms)', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    function openPicker() {
      const actor = createActor(searchPanelMachine).start();
      actor.send(toggle(datePicker));
      return actor;
    }

    it('closes the date picker 200 ms after the return date is chosen', () => {
      const actor = openPicker();
      actor.send({ type: 'returnDate.chosen' });
      jest.advanceTimersByTime(199);
      expect(openSection(actor.getSnapshot())).toBe(datePicker);
      jest.advanceTimersByTime(1);
      expect(openSection(actor.getSnapshot())).toBe(closed);
    });

    it('waits again when another return date is chosen within the 200 ms', () => {
      const actor = openPicker();
      actor.send({ type: 'returnDate.chosen' });
      jest.advanceTimersByTime(150);
      actor.send({ type: 'returnDate.chosen' });
      jest.advanceTimersByTime(150);
      expect(openSection(actor.getSnapshot())).toBe(datePicker);
      jest.advanceTimersByTime(50);
      expect(openSection(actor.getSnapshot())).toBe(closed);
    });

    it('stays open when a new pickup date starts the range over within the 200 ms', () => {
      const actor = openPicker();
      actor.send({ type: 'returnDate.chosen' });
      jest.advanceTimersByTime(100);
      actor.send({ type: 'pickupDate.chosen' });
      jest.advanceTimersByTime(1000);
      expect(actor.getSnapshot().value).toEqual({ datePicker: 'choosing' });
    });

    it('does not close later when the visitor closed and reopened the picker', () => {
      const actor = openPicker();
      actor.send({ type: 'returnDate.chosen' });
      actor.send({ type: 'panel.close' });
      actor.send(toggle(datePicker));
      jest.advanceTimersByTime(500);
      expect(openSection(actor.getSnapshot())).toBe(datePicker);
    });

    it('does not close when the search button reopens the picker within the 200 ms', () => {
      const actor = openPicker();
      actor.send({ type: 'returnDate.chosen' });
      actor.send({ type: 'submit.missingDate' });
      jest.advanceTimersByTime(500);
      expect(actor.getSnapshot().value).toEqual({ datePicker: 'choosing' });
    });
  });
});
