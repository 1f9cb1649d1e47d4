import { assign, fromPromise, setup } from 'xstate';

/**
 * The customer's walk round the car at one stage (issue 39): each required angle in the settings' order
 * (take, look, accept), then damage photos (0 … maxDamagePhotos, each with a note and a place on the
 * outline), then the summary and the final confirmation. Photos are queued by the page (the upload queue
 * keeps them on the phone until the server has them); the machine only records which angles were taken.
 * Once queued a photo is final: it can be looked at before it is accepted, never replaced afterwards.
 */

export interface WalkError {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

export interface WalkInput {
  stage: string;
  /** The required angles, in the order the walk asks for them. */
  angles: string[];
  maxDamagePhotos: number;
  /** The angle of every photo the stage already has, on the server or waiting on the phone (`damage` once per photo). */
  taken: string[];
  confirmedAt: string | null;
}

export interface WalkContext extends WalkInput {
  /** The angle the walk asks for now (while in `angle`). */
  current: string | null;
  error: WalkError | null;
}

export type WalkEvent =
  | { type: 'photo.chosen' }
  | { type: 'photo.retake' }
  /** The page has queued the accepted photo of `angle`: it is final. */
  | { type: 'photo.queued'; angle: string }
  | { type: 'damage.add' }
  | { type: 'damage.cancel' }
  | { type: 'damage.done' }
  | { type: 'confirm' }
  | { type: 'back' };

/** The required angles the stage has no photo of yet, in the walk's order. */
export function missingAngles(angles: readonly string[], taken: readonly string[]): string[] {
  return angles.filter((angle) => !taken.includes(angle));
}

/** How many damage photos the stage has (on the server or waiting). */
export function damageCount(taken: readonly string[]): number {
  return taken.filter((angle) => angle === 'damage').length;
}

export const conditionWalkMachine = setup({
  types: {
    context: {} as WalkContext,
    input: {} as WalkInput,
    events: {} as WalkEvent,
  },
  actors: {
    /** POST …/condition/{stage}/confirm; resolves to the stored `confirmedAt`. */
    confirmStage: fromPromise<string, { stage: string }>(async () => {
      throw new Error('confirmStage not provided');
    }),
  },
  guards: {
    'isConfirmed?': ({ context }) => context.confirmedAt !== null,
    'hasMissingAngle?': ({ context }) => missingAngles(context.angles, context.taken).length > 0,
    'canAddDamage?': ({ context }) => damageCount(context.taken) < context.maxDamagePhotos,
    'isComplete?': ({ context }) => missingAngles(context.angles, context.taken).length === 0,
  },
  actions: {
    pickNextAngle: assign({ current: ({ context }) => missingAngles(context.angles, context.taken)[0] ?? null }),
    recordPhoto: assign({
      taken: ({ context, event }) => (event.type === 'photo.queued' ? [...context.taken, event.angle] : context.taken),
    }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'conditionWalk',
  context: ({ input }) => ({ ...input, current: null, error: null }),
  initial: 'routing',
  states: {
    routing: {
      always: [
        { guard: 'isConfirmed?', target: 'confirmed' },
        { guard: 'hasMissingAngle?', target: 'angle', actions: 'pickNextAngle' },
        { target: 'damage' },
      ],
    },
    angle: {
      initial: 'capturing',
      states: {
        capturing: { on: { 'photo.chosen': 'reviewing' } },
        reviewing: {
          on: {
            'photo.retake': 'capturing',
            'photo.queued': { target: 'next', actions: 'recordPhoto' },
          },
        },
        next: {
          always: [
            { guard: 'hasMissingAngle?', target: 'capturing', actions: 'pickNextAngle' },
            { target: '#conditionWalk.damage' },
          ],
        },
      },
    },
    damage: {
      initial: 'asking',
      states: {
        asking: {
          on: {
            'damage.add': { guard: 'canAddDamage?', target: 'capturing' },
            'damage.done': [
              { guard: 'isConfirmed?', target: '#conditionWalk.confirmed' },
              { target: '#conditionWalk.summary' },
            ],
          },
        },
        capturing: {
          on: { 'photo.chosen': 'describing', 'damage.cancel': 'asking' },
        },
        describing: {
          on: {
            'photo.retake': 'capturing',
            'damage.cancel': 'asking',
            'photo.queued': { target: 'asking', actions: 'recordPhoto' },
          },
        },
      },
    },
    summary: {
      on: {
        confirm: { guard: 'isComplete?', target: 'confirming', actions: 'clearError' },
        back: 'damage',
      },
    },
    confirming: {
      tags: ['busy'],
      invoke: {
        src: 'confirmStage',
        input: ({ context }) => ({ stage: context.stage }),
        onDone: { target: 'confirmed', actions: assign({ confirmedAt: ({ event }) => event.output }) },
        onError: {
          target: 'summary',
          actions: assign({ error: ({ event }) => walkErrorOf(event.error) }),
        },
      },
    },
    /** Final: the customer may still add damage photos, never replace or remove one. */
    confirmed: {
      on: { 'damage.add': { guard: 'canAddDamage?', target: 'damage.capturing' } },
    },
  },
});

export function walkErrorOf(error: unknown): WalkError {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') {
    const { code, message, fields } = error as { code: string; message?: unknown; fields?: Record<string, string> };
    return { code, message: typeof message === 'string' ? message : '', ...(fields ? { fields } : {}) };
  }
  return { code: 'unexpected', message: error instanceof Error ? error.message : '' };
}
