// A program run on a real pseudo-terminal, as a person at a terminal runs it: util-linux's `script` gives the child a
// pty for stdin, stdout and stderr (both arrive here mixed, as on a screen, with CRLF line ends). No native module: the
// pty is script's. Used by the tests of what the server and the CLI print on a terminal and in a pipe.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface TerminalRun {
  /** `script` itself; the program is its child (see programPid). */
  child: ChildProcess;
  /** What the terminal showed so far, CRLF turned into LF. */
  output(): string;
  /** Waits until the screen, without its colours, matches. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** The program's pid (script's only child), to signal it as Ctrl-C or a supervisor would. */
  programPid(): number;
  /** Resolves with the program's exit code once script ends. */
  done: Promise<number | null>;
}

const quote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;

/** Runs `argv` on a pseudo-terminal (script -qfc, its typescript thrown away) with exactly `env`. */
export function runOnPty(argv: string[], env: NodeJS.ProcessEnv): TerminalRun {
  // `exec`: the shell script starts becomes the program, so script's child is the program itself. -e: script exits
  // with the program's code.
  const child = spawn('script', ['-qefc', `exec ${argv.map(quote).join(' ')}`, '/dev/null'], {
    env: { ...env, SHELL: '/bin/sh', TERM: env.TERM ?? 'xterm-256color' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let screen = '';
  const waiters = new Set<() => void>();
  child.stdout!.on('data', (d: Buffer) => {
    screen += d.toString('utf8').replace(/\r\n/g, '\n');
    for (const w of waiters) w();
  });
  child.stderr!.on('data', (d: Buffer) => (screen += d.toString('utf8')));
  const done = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      for (const w of waiters) w();
      resolve(code);
    });
  });
  return {
    child,
    output: () => screen,
    done,
    programPid() {
      const children = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
      if (children.length !== 1) throw new Error(`script has ${children.length} children`);
      return Number(children[0]);
    },
    waitFor: (pattern, timeoutMs = 60_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const match = plain(screen).match(pattern);
          if (match) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(match);
          } else if (child.exitCode !== null || child.signalCode !== null) {
            waiters.delete(check);
            clearTimeout(timer);
            reject(new Error(`the program ended before ${pattern} appeared:\n${screen}`));
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${pattern} never appeared on the terminal:\n${screen}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
  };
}

/** The text without ANSI colours. */
export const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');
