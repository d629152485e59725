// The caller's language: an answer's `message` and its field errors are said in the language its
// `Accept-Language` asks for when we speak it (es, fr, de, ja), in English otherwise — the texts every handler and
// test write. Core's catalogues recognise the English texts (localizeMessage); a text they do not hold stays English.
import type Koa from 'koa';
import { localizeMessage, negotiateLanguage, translatorFor, type FieldError, type Language } from '@dadeal/core';

/** The language an Accept-Language header asks for among ours (quality values honoured), else English. */
export function requestLanguage(ctx: Koa.Context): Language {
  return negotiateLanguage(ctx.get('Accept-Language'));
}

interface Answer {
  message?: unknown;
  errors?: unknown;
}

function isAnswer(body: unknown): body is Answer {
  if (!body || typeof body !== 'object' || Array.isArray(body) || Buffer.isBuffer(body)) return false;
  if (typeof (body as { pipe?: unknown }).pipe === 'function') return false; // a stream
  const answer = body as Answer;
  return typeof answer.message === 'string' || Array.isArray(answer.errors);
}

/** Says the answer's message and field errors again in the caller's language; marks it as depending on the header. */
export async function localizeAnswer(ctx: Koa.Context): Promise<void> {
  const body = ctx.body;
  if (!ctx.path.startsWith('/api') || !isAnswer(body)) return;
  ctx.vary('Accept-Language');
  const language = requestLanguage(ctx);
  if (language === 'en') return;
  const translator = await translatorFor(language);
  const say = (text: string) => localizeMessage(translator, text);
  ctx.body = {
    ...body,
    ...(typeof body.message === 'string' ? { message: say(body.message) } : {}),
    ...(Array.isArray(body.errors)
      ? { errors: (body.errors as FieldError[]).map((e) => (e && typeof e.message === 'string' ? { ...e, message: say(e.message) } : e)) }
      : {}),
  };
  ctx.set('Content-Language', language);
}
