// How busy this process's event loop has been lately (readers during a rush on PostgreSQL). Node's event loop
// utilisation (performance.eventLoopUtilization(): the share of wall time spent running callbacks rather than waiting
// for I/O) over the last window of at least `windowMs`, sampled only when asked: a quiet server pays nothing.
import { performance } from 'node:perf_hooks';

export interface LoopLoad {
  /** The loop's utilisation (0–1) over the last finished window; windows of at least `windowMs` are measured when asked. */
  utilization(): number;
}

export function loopLoad(windowMs = 100): LoopLoad {
  let mark = performance.eventLoopUtilization();
  let markedAt = performance.now();
  let last = 0;
  return {
    utilization() {
      const now = performance.now();
      if (now - markedAt >= windowMs) {
        const current = performance.eventLoopUtilization();
        last = performance.eventLoopUtilization(current, mark).utilization;
        mark = current;
        markedAt = now;
      }
      return last;
    },
  };
}
