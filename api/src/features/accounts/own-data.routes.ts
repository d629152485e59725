// Own your data (docs/decisions/0080, 0081): GET /api/user/export, POST /api/user/account/deletion-code,
// DELETE /api/user/account. Every kind of account downloads its data; every kind but staff deletes itself.
import Router from '@koa/router';
import { MESSAGES, type AccountDeleteRequest } from '@dadeal/core';
import type { AppDeps } from '../../context.js';
import { requireAccount } from '../../http/auth.js';
import { accountRateLimit } from '../../http/rate-limit.js';
import { validateBody } from '../../http/validate.js';
import type { User } from './user.model.js';
import { exportAccount } from './account-export.js';
import { exportZip } from './export-zip.js';
import { createOwnDataService } from './own-data.service.js';
import { doc, said } from '../../http/route-doc.js';

const ALL_KINDS = ['user', 'business', 'staff', 'partner'] as const;

/** The file's name: the product, the account's id and the day (no e-mail in a name that lands in a downloads folder). */
const fileName = (user: User, ext: string) => `dadeal-account-${user.id}-${new Date().toISOString().slice(0, 10)}.${ext}`;

export function ownDataRoutes(deps: AppDeps): Router {
  const { passport, rateLimits, config, pictures, log } = deps;
  const service = createOwnDataService(deps);
  const router = new Router();
  const anyAccount = requireAccount(passport, ALL_KINDS);

  router.get('/api/user/export', doc({
    summary: 'Download all the account\'s data',
    description: 'A deal hunter\'s or staff member\'s account answers its data as JSON (`application/json`, a download). A business\'s answers a ZIP archive (`application/zip`) of the same JSON as `data.json` and its pictures as stored (`pictures/<name>`: the logo and every deal\'s picture that this server holds).',
    responses: {
      200: {
        description: 'The account\'s data: JSON, or for a business a ZIP archive',
        headers: { 'Content-Disposition': 'attachment; the file\'s name (`dadeal-account-<id>-<yyyy-mm-dd>.json` or `.zip`)' },
        type: 'AccountExport',
        otherMedia: { 'application/zip': 'A business\'s export: `data.json` (this operation\'s JSON, deflated) and `pictures/<name>` (stored as they are)' },
      },
    },
  }), anyAccount, accountRateLimit('export', rateLimits.export), async (ctx) => {
    const user = ctx.state.user as User;
    const data = await exportAccount(deps.db, user.id);
    ctx.set('Cache-Control', 'no-store');
    if (user.userType === 'business') {
      ctx.type = 'application/zip';
      ctx.attachment(fileName(user, 'zip'));
      ctx.body = exportZip(data, pictures, config.uploads.publicUrl, log);
      return;
    }
    ctx.type = 'application/json';
    ctx.attachment(fileName(user, 'json'));
    ctx.body = JSON.stringify(data, null, 2);
  });

  router.post('/api/user/account/deletion-code', doc({ summary: 'Mail a code that confirms deleting the account', responses: { 200: said('The code is sent') } }), anyAccount, accountRateLimit('deletion-code', rateLimits.deletionCode), async (ctx) => {
    await service.sendDeletionCode(ctx.state.user as User);
    ctx.body = { message: MESSAGES.deletionCodeSent };
  });

  router.delete('/api/user/account', doc({ summary: 'Delete the account and its data', description: 'With the password, or the mailed code for an account without one. A business\'s deals and staff go with it.', responses: { 200: said('Deleted') } }), anyAccount, accountRateLimit('account-delete', rateLimits.accountDelete), validateBody('account-delete'), async (ctx) => {
    await service.deleteOwnAccount(ctx.state.user as User, ctx.state.input as AccountDeleteRequest);
    ctx.body = { message: MESSAGES.accountDeleted };
  });

  return router;
}
