// Code, comments, test names and docs name a feature or link its decision record, never a tracker's number: "issue"
// followed by a number means nothing to the next person. Every file git tracks is read (the lock file aside).
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ROOT } from './source-hash.mjs';

// Written in two parts, so this file does not match itself.
// The word then a number, joined by a space, "#", "-", ":" or "no." (or nothing).
const PATTERN = ['\\bissues?', '[ \\t]*([-:#]|no\\.?)?[ \\t]*#?[0-9]+\\b'].join('');

describe('tracker numbers', () => {
  it('no tracked file mentions an issue by its number', () => {
    const found = spawnSync('git', ['grep', '-nIiE', PATTERN, '--', '.', ':!package-lock.json'], { cwd: ROOT, encoding: 'utf8' });
    expect(found.status, found.stderr).not.toBe(2); // 1: nothing found, 0: found
    expect(found.stdout.split('\n').filter(Boolean)).toEqual([]);
  });
});
