// Contact form (spec §2): stored, and mailed to the team's address (MAIL_FROM's mailbox).
import Router from '@koa/router';
import { MESSAGES } from '@dadeal/core';
import type { AppDeps } from '../../context.js';
import { rateLimit } from '../../http/rate-limit.js';
import { validateBody } from '../../http/validate.js';
import { contactMail } from '../mail/templates.js';
import { doc, said } from '../../http/route-doc.js';

interface ContactInput {
  name: string;
  email: string;
  userType: string;
  subject: string;
  message: string;
}

export function contactRoutes({ db, mailer, config, rateLimits }: AppDeps): Router {
  const router = new Router();
  const teamAddress = config.mailFrom.match(/<([^>]+)>/)?.[1] ?? config.mailFrom;

  router.post('/api/contact', doc({ summary: 'Write to the operators', responses: { 200: said('Sent'), 201: said('Sent') } }), rateLimit('contact', rateLimits.contact), validateBody('contact'), async (ctx) => {
    const input = ctx.state.input as ContactInput;
    const message = { ...input, name: input.name.trim(), subject: input.subject.trim(), message: input.message.trim() };
    await db('contact_messages').insert({ ...message, email: message.email.trim().toLowerCase(), ip: ctx.ip });
    await mailer.send(contactMail(teamAddress, message));
    ctx.status = 201;
    ctx.body = { message: MESSAGES.contactSent };
  });
  return router;
}
