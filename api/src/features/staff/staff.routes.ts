// A business's staff: list, invite, revoke. The business's owner only; staff get 403 like everywhere but
// the counter (requireAccount).
import Router from '@koa/router';
import { MESSAGES, type StaffInviteRequest, type StaffInviteResponse } from '@dadeal/core';
import type { AppDeps } from '../../context.js';
import { requireAccount } from '../../http/auth.js';
import { idParam, validateBody } from '../../http/validate.js';
import type { Business } from '../accounts/business.model.js';
import { createStaffService } from './staff.service.js';
import { doc, said, returns } from '../../http/route-doc.js';

export function staffRoutes(deps: AppDeps): Router {
  const staff = createStaffService(deps);
  const owner = requireAccount(deps.passport, 'business');
  const router = new Router();

  router.get('/api/business/staff', doc({ summary: 'The business\'s counter staff', responses: { 200: returns('StaffMember[]', 'The staff') } }), owner, async (ctx) => {
    ctx.body = await staff.list(ctx.state.business as Business);
  });

  router.post('/api/business/staff', doc({ summary: 'Invite counter staff by e-mail', responses: { 201: returns('StaffInviteResponse', '`member` (a new account), and a message'), 200: returns('StaffInviteResponse', '`member` (invited again), and a message'), 409: 'The e-mail is another kind of account' } }), owner, validateBody('staff-invite'), async (ctx) => {
    const { member, created } = await staff.invite(ctx.state.business as Business, ctx.state.input as StaffInviteRequest);
    ctx.status = created ? 201 : 200;
    ctx.body = { message: MESSAGES.staffInvited, member } satisfies StaffInviteResponse;
  });

  router.delete('/api/business/staff/:id', doc({ summary: 'Revoke a staff member', responses: { 200: said('Revoked') } }), owner, async (ctx) => {
    await staff.revoke(ctx.state.business as Business, idParam(ctx));
    ctx.body = { message: MESSAGES.staffRevoked };
  });

  return router;
}
