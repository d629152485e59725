// The 6-digit codes of the widget claim: random, mailed, kept as a keyed hash (a leaked table does not
// give codes away by trying the million), single use, 10 minutes, 5 tries. Per e-mail: a new code ends the older ones.
import { createHash, createHmac, randomInt } from 'node:crypto';
import { CLAIM_CODE_DIGITS } from '@dadeal/core';
import type { Db } from '../../db.js';

export const CLAIM_CODE_TTL_MS = 10 * 60_000;
/** Wrong codes a code survives: the fifth wrong one ends it, and a new code must be asked for. */
export const CLAIM_CODE_TRIES = 5;

export type CodeCheck = { ok: true } | { ok: false; reason: 'wrong' | 'spent' };

/** What a code is for: a widget's claim, or confirming an account's deletion (never one for the other). */
export type CodePurpose = 'claim' | 'delete-account';

export function createClaimCodes(db: Db, secret: string, purpose: CodePurpose = 'claim') {
  // The purpose is in the key too: a code's hash for one purpose never matches the other's.
  const key = createHash('sha256').update(purpose === 'claim' ? `dadeal claim code\0${secret}` : `dadeal ${purpose} code\0${secret}`).digest();
  const hashOf = (email: string, code: string) => createHmac('sha256', key).update(`${email}\0${code}`).digest('hex');

  return {
    /** A new code for the (lower-cased) e-mail; the e-mail's earlier codes stop working. */
    async issue(email: string): Promise<string> {
      const code = String(randomInt(0, 10 ** CLAIM_CODE_DIGITS)).padStart(CLAIM_CODE_DIGITS, '0');
      await db.transaction(async (trx) => {
        await trx('claim_codes').where({ email, purpose }).whereNull('usedAt').update({ usedAt: trx.fn.now() });
        await trx('claim_codes').insert({ email, purpose, codeHash: hashOf(email, code), expiresAt: new Date(Date.now() + CLAIM_CODE_TTL_MS) });
      });
      return code;
    },

    /**
     * Checks a typed code against the e-mail's live code in one statement (the row's lock orders simultaneous guesses,
     * so no more than CLAIM_CODE_TRIES are ever judged): the right code is spent; a wrong one takes a try, and the
     * last try spends the code too.
     */
    async check(email: string, code: string): Promise<CodeCheck> {
      const hash = hashOf(email, code);
      const live = db('claim_codes').where({ email, purpose }).whereNull('usedAt').where('expiresAt', '>', db.fn.now()).max('id');
      const rows: Array<{ codeHash: string }> = await db('claim_codes')
        .where('id', live)
        .whereNull('usedAt')
        .where('attempts', '<', CLAIM_CODE_TRIES)
        .update({
          attempts: db.raw('attempts + (case when code_hash = ? then 0 else 1 end)', [hash]),
          usedAt: db.raw('(case when code_hash = ? or attempts + 1 >= ? then now() else null end)', [hash, CLAIM_CODE_TRIES]),
        })
        .returning(['codeHash', 'attempts']);
      if (!rows.length) return { ok: false, reason: 'spent' };
      const [row] = rows as Array<{ codeHash: string; attempts: number }>;
      if (row.codeHash === hash) return { ok: true };
      return { ok: false, reason: row.attempts >= CLAIM_CODE_TRIES ? 'spent' : 'wrong' };
    },
  };
}
