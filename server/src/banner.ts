// The screen a person sees once `npm start` is up, on a terminal (readable logs, api/src/logger.ts): where to click, how
// to sign in, where mail goes, what stands in for a real service, how to stop. Piped or with LOG_FORMAT=json nothing of
// it is printed: the JSON lines already carry the same facts (listening, demo data seeded, one warning per stand-in).
import type { Config } from '@dadeal/api/config.js';
import type { Db } from '@dadeal/api/db.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@dadeal/api/seed/demo.js';

export interface BannerFacts {
  /** Where the server answers. */
  url: string;
  /** The demo accounts this database has (none with SEED_DEMO=false or once they were deleted). */
  demoAccounts: Array<{ email: string; kind: string }>;
  demoPassword: string;
  /** Whether an administrator exists (the console needs one). */
  hasAdmin: boolean;
  /** `smtp://host:port` (no credentials), or null: the outbox. */
  smtp: string | null;
  /** The stand-ins in use besides the outbox, which the mail line tells ("payments in TEST MODE …"). */
  standIns: string[];
}

/** The SMTP server without its credentials or parameters, for the screen. */
export function smtpServer(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.host}`;
  } catch {
    return 'SMTP';
  }
}

/**
 * What the banner says, read from the config and the database the server just started on; `inUse` are the stand-ins
 * the server warned about at start (server.ts standIns).
 */
export async function bannerFacts(url: string, config: Config, db: Db, inUse: Array<{ standIn: string; message: string }>): Promise<BannerFacts> {
  const emails = DEMO_ACCOUNTS.map((a) => a.email);
  const [present, admin] = await Promise.all([
    db('users').whereIn('email', emails).pluck('email') as Promise<string[]>,
    db('admins').first('id'),
  ]);
  return {
    url,
    demoAccounts: DEMO_ACCOUNTS.filter((a) => present.includes(a.email)).map(({ email, kind }) => ({ email, kind })),
    demoPassword: DEMO_PASSWORD,
    hasAdmin: Boolean(admin),
    smtp: config.smtpUrl ? smtpServer(config.smtpUrl) : null,
    standIns: inUse
      .filter(({ standIn }) => standIn !== 'mail')
      .map(({ standIn, message }) => (standIn === 'payments' ? 'payments in TEST MODE (no PayPal keys: a built-in test provider, no money moves)' : message)),
  };
}

/** The banner's text, newline-terminated; `color` adds ANSI bold and colours. */
export function startBanner(facts: BannerFacts, { color }: { color: boolean }): string {
  const paint = (code: string, text: string) => (color ? `\u001b[${code}m${text}\u001b[0m` : text);
  const bold = (text: string) => paint('1', text);
  const label = (text: string) => paint('2', text.padEnd(11));
  const lines: string[] = [''];
  lines.push(`  ${bold('Da Deal! is running.')}  Open ${paint('1;36', facts.url)}`);
  lines.push('');
  if (facts.demoAccounts.length) {
    const width = Math.max(...facts.demoAccounts.map((a) => a.email.length));
    lines.push(`  ${label('Sign in')}as a demo account, password ${bold(facts.demoPassword)}`);
    for (const account of facts.demoAccounts) lines.push(`  ${label('')}${account.email.padEnd(width)}  ${paint('2', account.kind)}`);
    lines.push(`  ${label('')}${paint('2', '(the other demo businesses and users: docs/getting-started.md, "Demo accounts")')}`);
  } else {
    lines.push(`  ${label('Sign in')}no demo accounts in this database (SEED_DEMO=true seeds an empty one); sign up at ${facts.url}/user-signup`);
  }
  lines.push(
    `  ${label('Console')}${facts.url}/admin-login${facts.hasAdmin ? '' : paint('2', '  (no administrator yet: npx dadeal admin create, or ADMIN_EMAIL + ADMIN_PASSWORD)')}`,
  );
  lines.push(
    facts.smtp
      ? `  ${label('Mail')}sent through ${facts.smtp}`
      : `  ${label('Mail')}not sent: kept in the outbox; each mail's links are printed in this log (↳)`,
  );
  if (facts.standIns.length) {
    lines.push(`  ${label('Stand-ins')}${paint('33', facts.standIns[0])}`);
    for (const more of facts.standIns.slice(1)) lines.push(`  ${label('')}${paint('33', more)}`);
  }
  lines.push(`  ${label('Stop')}Ctrl-C (open requests finish first)`);
  lines.push('');
  return `${lines.join('\n')}\n`;
}
