import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '@dadeal/api/features/accounts/passwords.js';
import { countRows, createCliTestEnv, runOnTerminal, type CliTestEnv } from '../testing/cli-harness.js';

describe('dadeal admin create', () => {
  let t: CliTestEnv;
  beforeEach(async () => {
    t = await createCliTestEnv();
  });
  afterEach(() => t.close());

  it('creates an administrator from options, refuses a duplicate, and stores only a hash', async () => {
    const args = ['admin', 'create', '--email', 'Chief@Dadeal.test', '--password', 'secret-42', '--first-name', 'Lani', '--last-name', 'Chief'];
    const first = await t.run(...args);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Administrator chief@dadeal.test (super admin) created');

    const again = await t.run(...args.slice(0, 3), 'chief@dadeal.test', ...args.slice(4), '--role', 'admin');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('An administrator with this email already exists.');

    const admins = await t.withDb((db) => db('admins').select('email', 'role', 'passwordHash'));
    expect(admins).toHaveLength(1);
    expect(admins[0]).toMatchObject({ email: 'chief@dadeal.test', role: 'super_admin' });
    expect(admins[0].passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("refuses bad values with core's messages, and without a terminal a missing option is a usage error", async () => {
    const bad = await t.run('admin', 'create', '--email', 'not-an-email', '--password', '123', '--first-name', 'A', '--last-name', 'B');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('email: Valid email is required');
    expect(bad.stderr).toContain('password: Password must be at least 6 characters');

    const missing = await t.run('admin', 'create', '--email', 'ops@dadeal.test', '--first-name', 'A', '--last-name', 'B');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('missing required option --password (no terminal to ask on)');

    const role = await t.run('admin', 'create', '--email', 'ops@dadeal.test', '--password', 'secret-42', '--first-name', 'A', '--last-name', 'B', '--role', 'king');
    expect(role.code).toBe(2);
    expect(role.stderr).toContain("argument 'king' is invalid");
    expect(await t.withDb((db) => countRows(db, 'admins'))).toBe(0);
  });

  it('reads the password from stdin with --password-stdin, without its final line break, and never with --password', async () => {
    const args = ['admin', 'create', '--email', 'vault@dadeal.test', '--first-name', 'Vault', '--last-name', 'Ops', '--password-stdin'];
    const piped = await t.runWithInput('  spaces kept 42\n', ...args);
    expect(piped.stderr).not.toContain('error');
    expect(piped.code).toBe(0);
    const { passwordHash } = await t.withDb((db) => db('admins').where({ email: 'vault@dadeal.test' }).first('passwordHash'));
    expect(await verifyPassword(passwordHash, '  spaces kept 42')).toBe(true);

    const both = await t.runWithInput('secret-42\n', ...args.slice(0, 3), 'other@dadeal.test', ...args.slice(4), '--password', 'secret-42');
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/option '--password-stdin' cannot be used with option '--password <password>'/);

    const empty = await t.runWithInput('', ...args.slice(0, 3), 'empty@dadeal.test', ...args.slice(4));
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('password: Password must be at least 6 characters');
    expect(await t.withDb((db) => countRows(db, 'admins'))).toBe(1);
  });

  it('exits 130 with nothing created on Ctrl-C in a prompt, or on SIGINT while a prompt waits', async () => {
    const typed = runOnTerminal(['admin', 'create', '--first-name', 'Kai', '--last-name', 'Ops'], t.env);
    await typed.answer('E-mail', 'kai@dadeal.test\r');
    await typed.answer('Password', '\x03'); // Ctrl-C on a terminal in raw mode is a key, not a signal
    expect(await typed.exit).toBe(130);
    expect(typed.screen()).toContain('interrupted (Ctrl-C): nothing was done');

    const signalled = runOnTerminal(['admin', 'create', '--first-name', 'Kai', '--last-name', 'Ops'], t.env);
    await signalled.answer('E-mail', 'kai@dadeal.test');
    signalled.interrupt();
    expect(await signalled.exit).toBe(130);
    expect(await t.withDb((db) => countRows(db, 'admins'))).toBe(0);
  });

  it('asks on a terminal for what is missing, hides the password and re-asks until core accepts the answer', async () => {
    const term = runOnTerminal(['admin', 'create', '--first-name', 'Kai', '--last-name', 'Ops'], t.env);
    await term.answer('E-mail', 'nope\r');
    await term.answer('Valid email is required', '\x15kai@dadeal.test\r');
    await term.answer('Password', 'abc\r');
    await term.answer('Password must be at least 6 characters', 'defghi\r');
    expect(await term.exit).toBe(0);
    expect(term.screen()).not.toContain('abcdefghi');
    expect(term.stdout()).toContain('Administrator kai@dadeal.test (super admin) created');
    const admin = await t.withDb((db) => db('admins').first('email', 'firstName'));
    expect(admin).toEqual({ email: 'kai@dadeal.test', firstName: 'Kai' });
  });
});

describe('dadeal admin password', () => {
  let t: CliTestEnv;
  beforeEach(async () => {
    t = await createCliTestEnv();
    const made = await t.run('admin', 'create', '--email', 'chief@dadeal.test', '--password', 'old-secret-1', '--first-name', 'Lani', '--last-name', 'Chief');
    expect(made.code).toBe(0);
  });
  afterEach(() => t.close());

  const stored = () => t.withDb((db) => db('admins').where({ email: 'chief@dadeal.test' }).first('id', 'passwordHash', 'tokenVersion'));

  it('sets a forgotten password and raises the token version, so every session of that administrator ends', async () => {
    const before = await stored();
    const set = await t.run('admin', 'password', '--email', 'Chief@Dadeal.test', '--password', 'new-secret-2');
    expect(set.code).toBe(0);
    expect(set.stdout).toContain('Password of administrator chief@dadeal.test set: every session of theirs has ended');
    const after = await stored();
    expect(after.tokenVersion).toBe(before.tokenVersion + 1); // tokens signed with the old version are refused (admin-sessions.test.ts)
    expect(await verifyPassword(after.passwordHash, 'new-secret-2')).toBe(true);
    expect(await verifyPassword(after.passwordHash, 'old-secret-1')).toBe(false);
  });

  it('prints one JSON object with --json, and reads the password from stdin with --password-stdin', async () => {
    const piped = await t.runWithInput('  piped secret 3\n', 'admin', 'password', '--email', 'chief@dadeal.test', '--password-stdin', '--json');
    expect(piped.code).toBe(0);
    const { id } = await stored();
    expect(JSON.parse(piped.stdout)).toEqual({ id, email: 'chief@dadeal.test', passwordChanged: true, sessionsEnded: true, tokenVersion: 1 });
    expect(piped.stdout).not.toContain('piped secret');
    expect(await verifyPassword((await stored()).passwordHash, '  piped secret 3')).toBe(true);

    const both = await t.runWithInput('secret-42\n', 'admin', 'password', '--email', 'chief@dadeal.test', '--password-stdin', '--password', 'secret-42');
    expect(both.code).toBe(2);
  });

  it("refuses an unknown e-mail (exit 1), core's password rule (exit 1) and a missing password without a terminal (exit 2), changing nothing", async () => {
    const before = await stored();
    const unknown = await t.run('admin', 'password', '--email', 'ghost@dadeal.test', '--password', 'new-secret-2', '--json');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('no administrator with the e-mail ghost@dadeal.test');
    expect(unknown.stdout).toBe('');

    const short = await t.run('admin', 'password', '--email', 'chief@dadeal.test', '--password', '12345');
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('newPassword: Password must be at least 6 characters');

    const missing = await t.run('admin', 'password', '--email', 'chief@dadeal.test');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('missing required option --password (no terminal to ask on)');
    expect(await stored()).toEqual(before);
  });
});
