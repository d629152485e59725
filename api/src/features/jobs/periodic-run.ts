// A sweep that every serving process runs on a timer and anyone may ask for now (the picture sweeper, the webhook
// sender): one run at a time — asking during a run joins it —, the timer never keeps the process alive, and close()
// stops the timer and waits for the run under way.
export interface PeriodicRun {
  /** Runs now, or joins the run under way; answers what the run answered. */
  run(): Promise<number>;
  /** Runs every `intervalMs` from now on (once, however often it is called). */
  start(intervalMs: number): void;
  close(): Promise<void>;
}

/** `once` does the work; `report` hears each timed run's answer or failure (a failed run leaves its work for the next). */
export function createPeriodicRun(once: () => Promise<number>, report: (result: { done: number } | { err: Error }) => void): PeriodicRun {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  const run = () => {
    running ??= once().finally(() => (running = null));
    return running;
  };
  return {
    run,
    start(intervalMs) {
      timer ??= setInterval(() => {
        run().then((done) => report({ done }), (err: Error) => report({ err }));
      }, intervalMs);
      timer.unref();
    },
    async close() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
