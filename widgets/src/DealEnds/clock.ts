// One shared clock for every live countdown on a page: one timer however many cards count down, running only while
// at least one DealEnds is mounted, ticking just after each whole second so that all of them change together.
type Listener = () => void;

const listeners = new Set<Listener>();
let timer: ReturnType<typeof setTimeout> | null = null;

function schedule(): void {
  timer = setTimeout(() => {
    timer = null;
    for (const listener of [...listeners]) listener();
    if (listeners.size && !timer) schedule();
  }, 1000 - (Date.now() % 1000) + 5);
}

/** useSyncExternalStore's subscribe: starts the timer with the first listener, stops it with the last. */
export function subscribeClock(listener: Listener): () => void {
  listeners.add(listener);
  if (!timer) schedule();
  return () => {
    listeners.delete(listener);
    if (!listeners.size && timer) {
      clearTimeout(timer);
      timer = null;
    }
  };
}

/** Whether the shared timer is running (tests: it stops once every countdown is unmounted). */
export function clockRunning(): boolean {
  return timer !== null;
}
