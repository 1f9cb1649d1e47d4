import { nextTask, postTask } from './post-task';

describe('nextTask', () => {
  it('resolves in a task of its own, after the microtasks and the tasks already posted', async () => {
    const order: string[] = [];
    postTask(() => order.push('task posted before'));
    const awaited = nextTask().then(() => order.push('after nextTask'));
    queueMicrotask(() => order.push('microtask'));
    await awaited;
    expect(order).toEqual(['microtask', 'task posted before', 'after nextTask']);
  });
});
