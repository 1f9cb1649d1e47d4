import { createActor, fromPromise, initialTransition, transition, type SnapshotFrom } from 'xstate';
import { conditionWalkMachine, damageCount, missingAngles, type WalkInput } from './condition-walk.machine';

const angles = ['front', 'back', 'left', 'right', 'windscreen', 'dashboard'];
const input = (over: Partial<WalkInput> = {}): WalkInput => ({
  stage: 'pickup',
  angles,
  maxDamagePhotos: 2,
  taken: [],
  confirmedAt: null,
  ...over,
});

type Snapshot = SnapshotFrom<typeof conditionWalkMachine>;
const start = (over: Partial<WalkInput> = {}) => initialTransition(conditionWalkMachine, input(over))[0];
const send = (snapshot: Snapshot, ...events: Parameters<typeof transition<typeof conditionWalkMachine>>[2][]) =>
  events.reduce((current, event) => transition(conditionWalkMachine, current, event)[0], snapshot);
const take = (snapshot: Snapshot, angle: string) =>
  send(snapshot, { type: 'photo.chosen' }, { type: 'photo.queued', angle });

describe('the condition walk', () => {
  it('asks for each required angle in the settings’ order, then damage, then the summary', () => {
    let snapshot = start();
    const asked: string[] = [];
    while (snapshot.matches('angle')) {
      asked.push(snapshot.context.current ?? '');
      snapshot = take(snapshot, snapshot.context.current ?? '');
    }
    expect(asked).toEqual(angles);
    expect(snapshot.value).toEqual({ damage: 'asking' });
    snapshot = send(snapshot, { type: 'damage.done' });
    expect(snapshot.value).toBe('summary');
  });

  it('resumes at the first angle without a photo (a reopened tab: server and waiting photos count)', () => {
    const snapshot = start({ taken: ['front', 'back', 'right'] });
    expect(snapshot.value).toEqual({ angle: 'capturing' });
    expect(snapshot.context.current).toBe('left');
    expect(start({ taken: angles }).value).toEqual({ damage: 'asking' });
  });

  it('lets the customer look before accepting: retake goes back to the camera, nothing is recorded', () => {
    let snapshot = send(start(), { type: 'photo.chosen' });
    expect(snapshot.value).toEqual({ angle: 'reviewing' });
    snapshot = send(snapshot, { type: 'photo.retake' });
    expect(snapshot.value).toEqual({ angle: 'capturing' });
    expect(snapshot.context.current).toBe('front');
    expect(snapshot.context.taken).toEqual([]);
  });

  it('a queued photo is final: no event takes it back', () => {
    const snapshot = take(start(), 'front');
    expect(snapshot.context.current).toBe('back');
    for (const type of ['photo.retake', 'back', 'damage.cancel'] as const) {
      expect(send(snapshot, { type }).context.taken).toEqual(['front']);
    }
  });

  it('takes damage photos up to the maximum, each described before it is queued', () => {
    let snapshot = start({ taken: angles });
    snapshot = send(snapshot, { type: 'damage.add' }, { type: 'photo.chosen' });
    expect(snapshot.value).toEqual({ damage: 'describing' });
    snapshot = send(snapshot, { type: 'photo.queued', angle: 'damage' });
    snapshot = send(
      snapshot,
      { type: 'damage.add' },
      { type: 'photo.chosen' },
      { type: 'photo.queued', angle: 'damage' },
    );
    expect(damageCount(snapshot.context.taken)).toBe(2);
    expect(send(snapshot, { type: 'damage.add' }).value).toEqual({ damage: 'asking' });
    // Cancelled before it was queued: nothing recorded.
    const cancelled = send(
      start({ taken: angles }),
      { type: 'damage.add' },
      { type: 'photo.chosen' },
      { type: 'damage.cancel' },
    );
    expect(cancelled.value).toEqual({ damage: 'asking' });
    expect(damageCount(cancelled.context.taken)).toBe(0);
  });

  it('confirms only when every angle has a photo, through the confirm actor', async () => {
    const confirmStage = jest.fn(async () => '2027-07-14T10:10:00.000Z');
    const actor = createActor(conditionWalkMachine.provide({ actors: { confirmStage: fromPromise(confirmStage) } }), {
      input: input({ taken: angles }),
    }).start();
    actor.send({ type: 'damage.done' });
    actor.send({ type: 'confirm' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(confirmStage).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(actor.getSnapshot().context.confirmedAt).toBe('2027-07-14T10:10:00.000Z');
    // Final: no way back to the summary, only adding a damage photo.
    actor.send({ type: 'back' });
    actor.send({ type: 'confirm' });
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(confirmStage).toHaveBeenCalledTimes(1);
    actor.send({ type: 'damage.add' });
    actor.send({ type: 'photo.chosen' });
    actor.send({ type: 'photo.queued', angle: 'damage' });
    actor.send({ type: 'damage.done' });
    expect(actor.getSnapshot().value).toBe('confirmed');
  });

  it('shows the server’s refusal on the summary and stays there', async () => {
    const actor = createActor(
      conditionWalkMachine.provide({
        actors: {
          confirmStage: fromPromise<string, { stage: string }>(async () => {
            throw Object.assign(new Error('A required photo is missing.'), {
              code: 'condition_incomplete',
              fields: { dashboard: 'missing' },
            });
          }),
        },
      }),
      { input: input({ taken: angles }) },
    ).start();
    actor.send({ type: 'damage.done' });
    actor.send({ type: 'confirm' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('summary');
    expect(actor.getSnapshot().context.error).toEqual({
      code: 'condition_incomplete',
      message: 'A required photo is missing.',
      fields: { dashboard: 'missing' },
    });
  });

  it('a stage already confirmed opens on its confirmation', () => {
    expect(start({ taken: angles, confirmedAt: '2027-07-14T10:10:00.000Z' }).value).toBe('confirmed');
  });
});

describe('missingAngles', () => {
  it('keeps the settings’ order', () => {
    expect(missingAngles(angles, ['dashboard', 'front', 'damage'])).toEqual(['back', 'left', 'right', 'windscreen']);
  });
});
