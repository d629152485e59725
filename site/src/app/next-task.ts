// The next task, at once: a MessageChannel message (a timeout waits at least a millisecond, and a second on a hidden
// page). What runs after it runs in a task of its own, so the browser can paint and take input in between.
export const nextTask = (): Promise<void> =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
