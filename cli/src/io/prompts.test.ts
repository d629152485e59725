import { PassThrough } from 'node:stream';
import { input, password } from '@inquirer/prompts';
import { render } from '@inquirer/testing';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors.js';
import { createPrompter, fieldCheck, promptConfig } from './prompts.js';

describe('prompts', () => {
  it("checks an answer with core's rule for that field and asks again", async () => {
    const { answer, events, getScreen } = await render(input, promptConfig({ option: '--email', message: 'E-mail', validate: fieldCheck('admin-create', 'email') }));
    events.type('kai@');
    events.keypress('enter');
    await new Promise((r) => setTimeout(r, 10));
    expect(getScreen()).toContain('Valid email is required');
    events.type('dadeal.test');
    events.keypress('enter');
    await expect(answer).resolves.toBe('kai@dadeal.test');
  });

  it('masks a secret and refuses one the rules refuse', async () => {
    const { answer, events, getScreen } = await render(
      password,
      promptConfig({ option: '--password', message: 'Password', secret: true, validate: fieldCheck('admin-create', 'password') }),
    );
    events.type('abc');
    events.keypress('enter');
    await new Promise((r) => setTimeout(r, 10));
    expect(getScreen()).toContain('Password must be at least 6 characters');
    expect(getScreen()).not.toContain('abc');
    events.type('defgh');
    events.keypress('enter');
    await expect(answer).resolves.toBe('abcdefgh');
  });

  it('without a terminal asks nothing: a missing value or confirmation is a usage error, a given one passes', async () => {
    const prompts = createPrompter({ interactive: false, input: new PassThrough(), output: new PassThrough() });
    await expect(prompts.value('given', { option: '--email', message: 'E-mail' })).resolves.toBe('given');
    await expect(prompts.value(undefined, { option: '--email', message: 'E-mail' })).rejects.toThrow(UsageError);
    await expect(prompts.value(undefined, { option: '--email', message: 'E-mail' })).rejects.toThrow('missing required option --email (no terminal to ask on)');
    await expect(prompts.confirm('Delete x?', true)).resolves.toBe(true);
    await expect(prompts.confirm('Delete x?', false)).rejects.toThrow('Delete x? — confirm with --yes (no terminal to ask on)');
  });
});
