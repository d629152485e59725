// A progress bar on stderr when it is a terminal (cli-progress), nothing otherwise; lines logged meanwhile
// appear above the bar.
import cliProgress from 'cli-progress';
import type { CliContext } from '../context.js';

export interface Progress {
  start(label: string, total: number): void;
  update(value: number, detail: string): void;
  /** A line on stderr that does not tear the bar. */
  log(line: string): void;
  stop(): void;
}

export function createProgress(ctx: CliContext): Progress {
  if (!ctx.stderr.isTTY) {
    return { start() {}, update() {}, log: (line) => ctx.note(line), stop() {} };
  }
  let multi: cliProgress.MultiBar | undefined;
  let bar: cliProgress.SingleBar | undefined;
  return {
    start(label, total) {
      multi?.stop();
      multi = new cliProgress.MultiBar(
        {
          stream: ctx.stderr as NodeJS.WritableStream,
          format: `${label.padEnd(9)} [{bar}] {percentage}% | {detail}`,
          barsize: 30,
          hideCursor: true,
          clearOnComplete: false,
          fps: 10,
        },
        cliProgress.Presets.shades_classic,
      );
      bar = multi.create(Math.max(1, total), 0, { detail: '' });
    },
    update(value, detail) {
      bar?.update(value, { detail });
    },
    log(line) {
      if (multi) multi.log(`${line}\n`);
      else ctx.note(line);
    },
    stop() {
      // MultiBar writes logged lines at its next redraw, and stop() does not redraw: flush them first.
      (multi as unknown as { update(): void } | undefined)?.update();
      multi?.stop();
      multi = undefined;
      bar = undefined;
    },
  };
}
