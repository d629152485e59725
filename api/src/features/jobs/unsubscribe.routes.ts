// One-click unsubscribe (RFC 8058) for the notice mails, without signing in: the signed token in the link names the
// account and the list. POST unsubscribes — what a mail client sends for List-Unsubscribe-Post (a form body
// `List-Unsubscribe=One-Click`, which is read by no one: the token is in the address) and what the site's page sends
// on its button. GET only says what the link is for and changes nothing, since link checkers and previews open links.
import Router from '@koa/router';
import { NOTICE_LABELS, NOTICE_SETTING, UNSUBSCRIBE_MESSAGES, type UnsubscribeInfo } from '@dadeal/core';
import type { AppDeps } from '../../context.js';
import { AppError } from '../../http/errors.js';
import { OBJECT_REQUIRED_MESSAGE } from '../../http/json-body.js';
import { readUnsubscribeToken } from './unsubscribe-token.js';
import { doc, said, returns } from '../../http/route-doc.js';

export const UNSUBSCRIBE_PATH = '/api/unsubscribe';

/** `mele@island.example` → `m•••@island.example`: enough for the owner to recognise, little for anyone else. */
const masked = (email: string) => email.replace(/^(.)[^@]*/, '$1•••');

export function unsubscribeRoutes({ db, config }: AppDeps): Router {
  const router = new Router();

  const read = async (token: unknown) => {
    const named = readUnsubscribeToken(config.jwtSecret, token);
    if (!named) throw new AppError(400, UNSUBSCRIBE_MESSAGES.invalidLink);
    const setting = NOTICE_SETTING[named.list];
    const user: { email: string; on: boolean } | undefined = await db('users').where({ id: named.userId }).first('email', `${setting} as on`);
    // A link of an account deleted since: nothing is mailed to it any more, so there is nothing to unsubscribe from.
    return { ...named, setting, user };
  };

  router.get(UNSUBSCRIBE_PATH, doc({ summary: 'What a mailed unsubscribe link would stop', query: { token: { description: 'The link\'s signed token', required: true } }, responses: { 200: returns('UnsubscribeInfo', 'The list and whether subscribed'), 400: 'An invalid link' } }), async (ctx) => {
    const { list, user } = await read(ctx.query.token);
    const body: UnsubscribeInfo = { list, label: NOTICE_LABELS[list], email: user ? masked(user.email) : null, subscribed: Boolean(user?.on) };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  router.post(UNSUBSCRIBE_PATH, doc({ summary: 'Unsubscribe (one click, RFC 8058)', query: { token: { description: 'The link\'s signed token', required: true } }, responses: { 200: returns('UnsubscribeResponse', '`list`, `subscribed: false`, and a message'), 400: 'An invalid link' } }), async (ctx) => {
    // Nothing in a body is used, but JSON that is not an object is refused as on every other endpoint.
    const body: unknown = ctx.request.body;
    if (ctx.is('application/json', '+json') && (typeof body !== 'object' || body === null || Array.isArray(body))) throw new AppError(400, OBJECT_REQUIRED_MESSAGE);
    const { list, setting, userId } = await read(ctx.query.token);
    await db('users').where({ id: userId }).update({ [setting]: false, updatedAt: db.fn.now() });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { message: UNSUBSCRIBE_MESSAGES.done(list), list, subscribed: false };
  });

  return router;
}
