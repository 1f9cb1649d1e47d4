/**
 * Posts `task` as a task of its own (a message to a channel), without the 4 ms clamp nested timers
 * get: work split off a long task runs right after it, with the browser free to paint and handle input
 * in between (issue 18: total blocking time).
 */
export function postTask(task: () => void): void {
  if (typeof MessageChannel === 'undefined') {
    setTimeout(task, 0);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    task();
  };
  channel.port2.postMessage(undefined);
}

/** A promise that resolves in a task of its own (`postTask`): what comes after an `await` of it runs there. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => postTask(resolve));
}
