import { createActor, initialTransition, transition } from 'xstate';
import { searchPanelSection } from '../domain/calendar';
import { openSection, searchPanelMachine, type SearchPanelEvent } from './search-panel.machine';

function after(...events: SearchPanelEvent[]) {
  let [snapshot] = initialTransition(searchPanelMachine);
  for (const event of events) [snapshot] = transition(searchPanelMachine, snapshot, event);
  return openSection(snapshot);
}

const { closed, datePicker, pickupLocation, pickupTime, returnLocation, returnTime } = searchPanelSection;
const sections = [datePicker, pickupLocation, pickupTime, returnLocation, returnTime] as const;

describe('search panel sections (spec §2, §4)', () => {
  it('starts closed', () => expect(after()).toBe(closed));

  it.each(sections)('opens section %i when it is chosen, and closes it when it is chosen again', (section) => {
    expect(after({ type: 'section.toggle', section })).toBe(section);
    expect(after({ type: 'section.toggle', section }, { type: 'section.toggle', section })).toBe(closed);
  });

  it.each(sections.flatMap((from) => sections.filter((to) => to !== from).map((to) => [from, to] as const)))(
    'switches from section %i to section %i',
    (from, to) => {
      expect(after({ type: 'section.toggle', section: from }, { type: 'section.toggle', section: to })).toBe(to);
    },
  );

  it.each([pickupLocation, returnLocation])('closes section %i when a place is chosen', (section) => {
    expect(after({ type: 'section.toggle', section }, { type: 'location.chosen' })).toBe(closed);
  });

  it.each([pickupTime, returnTime])('closes section %i when a time is chosen', (section) => {
    expect(after({ type: 'section.toggle', section }, { type: 'time.chosen' })).toBe(closed);
  });

  it('ignores a chosen place or time while the date picker is open', () => {
    expect(after({ type: 'section.toggle', section: datePicker }, { type: 'location.chosen' })).toBe(datePicker);
    expect(after({ type: 'section.toggle', section: datePicker }, { type: 'time.chosen' })).toBe(datePicker);
  });

  it('opens the date picker when the search is submitted with a date missing, from any section', () => {
    expect(after({ type: 'submit.missingDate' })).toBe(datePicker);
    expect(after({ type: 'section.toggle', section: returnTime }, { type: 'submit.missingDate' })).toBe(datePicker);
  });

  it('closes from any section on Escape or a click outside', () => {
    for (const section of sections) {
      expect(after({ type: 'section.toggle', section }, { type: 'panel.close' })).toBe(closed);
    }
  });

  describe('the return date', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('closes the date picker 200 ms after the return date is chosen', () => {
      const actor = createActor(searchPanelMachine).start();
      actor.send({ type: 'section.toggle', section: datePicker });
      actor.send({ type: 'returnDate.chosen' });
      jest.advanceTimersByTime(199);
      expect(openSection(actor.getSnapshot())).toBe(datePicker);
      jest.advanceTimersByTime(1);
      expect(openSection(actor.getSnapshot())).toBe(closed);
    });

    it('waits again when another return date is chosen within the 200 ms', () => {
      const actor = createActor(searchPanelMachine).start();
      actor.send({ type: 'section.toggle', section: datePicker });
      actor.send({ type: 'returnDate.chosen' });
      jest.advanceTimersByTime(150);
      actor.send({ type: 'returnDate.chosen' });
      jest.advanceTimersByTime(150);
      expect(openSection(actor.getSnapshot())).toBe(datePicker);
      jest.advanceTimersByTime(50);
      expect(openSection(actor.getSnapshot())).toBe(closed);
    });

    it('does not close later when the visitor closed and reopened the picker', () => {
      const actor = createActor(searchPanelMachine).start();
      actor.send({ type: 'section.toggle', section: datePicker });
      actor.send({ type: 'returnDate.chosen' });
      actor.send({ type: 'panel.close' });
      actor.send({ type: 'section.toggle', section: datePicker });
      jest.advanceTimersByTime(500);
      expect(openSection(actor.getSnapshot())).toBe(datePicker);
    });
  });
});
