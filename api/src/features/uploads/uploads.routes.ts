// Image uploads (CONTRACT §3): JPEG, PNG, WebP or GIF up to 5 MB, judged by content (magic bytes), never
// by name or declared type; stored under DATA_DIR/uploads with a random name; served at /uploads/….
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import Router from '@koa/router';
import type Koa from 'koa';
import { koaBody } from 'koa-body';
import send from 'koa-send';
import { fileTypeFromFile } from 'file-type';
import { MESSAGES } from '@dadeal/core';
import type { AppDeps } from '../../context.js';
import { requireAccountOrAdmin } from '../../http/admin-auth.js';
import { AppError } from '../../http/errors.js';

const ALLOWED: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

export function uploadsRoutes({ config, passport }: AppDeps): Router {
  const dir = uploadsDir(config.dataDir);
  const tmp = path.join(dir, '.incoming');
  mkdirSync(tmp, { recursive: true });
  const router = new Router();

  // Each request writes into a folder of its own, removed whatever happens: a refused or broken upload (too many
  // parts, too large, cut off) never leaves files behind.
  const multipartInto = (uploadDir: string) => koaBody({
    multipart: true,
    json: false,
    urlencoded: false,
    text: false,
    formidable: { uploadDir, maxFileSize: config.maxUploadBytes, maxTotalFileSize: config.maxUploadBytes, maxFiles: 1, maxFields: 10, keepExtensions: false },
    onError: (err: Error & { httpCode?: number }) => {
      if (err.httpCode === 413 || /maxFileSize|maxTotalFileSize|exceeded/i.test(err.message)) throw new AppError(413, MESSAGES.fileTooLarge);
      throw new AppError(400, MESSAGES.selectImage);
    },
  });

  const multipart: Koa.Middleware = async (ctx, next) => {
    const incoming = path.join(tmp, randomBytes(12).toString('hex'));
    await mkdir(incoming);
    try {
      await multipartInto(incoming)(ctx, next);
    } finally {
      await rm(incoming, { recursive: true, force: true });
    }
  };

  router.post('/api/upload', requireAccountOrAdmin(passport), multipart, async (ctx) => {
    const files = ctx.request.files ?? {};
    const image = Array.isArray(files.image) ? files.image[0] : files.image;
    // Any other file field is discarded.
    for (const [name, f] of Object.entries(files)) {
      if (name !== 'image') for (const x of [f].flat()) await rm(x.filepath, { force: true });
    }
    if (!image) throw new AppError(400, MESSAGES.selectImage, [{ field: 'image', message: MESSAGES.selectImage }]);
    try {
      const detected = await fileTypeFromFile(image.filepath);
      const ext = detected && ALLOWED[detected.mime];
      if (!ext) throw new AppError(415, MESSAGES.invalidFileType, [{ field: 'image', message: MESSAGES.selectImage }]);
      if (image.size === 0) throw new AppError(400, MESSAGES.selectImage);
      const name = `${randomBytes(16).toString('hex')}.${ext}`;
      await rename(image.filepath, path.join(dir, name));
      ctx.status = 201;
      ctx.body = { imageUrl: `/uploads/${name}` };
    } finally {
      await rm(image.filepath, { force: true });
    }
  });

  return router;
}

/** Serves stored uploads: random immutable names, so they may be cached for a year. */
export function serveUploads(dataDir: string): Koa.Middleware {
  const root = uploadsDir(dataDir);
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/uploads/') || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const name = ctx.path.slice('/uploads/'.length);
    if (!/^[\w-]+\.(jpg|png|webp|gif)$/.test(name)) {
      ctx.status = 404;
      ctx.body = { message: MESSAGES.notFound };
      return;
    }
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Access-Control-Allow-Origin', '*');
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    try {
      await send(ctx, name, { root, immutable: true, maxage: 365 * 24 * 3600 * 1000 });
    } catch (err) {
      if ((err as { status?: number }).status === 404) {
        ctx.status = 404;
        ctx.body = { message: MESSAGES.notFound };
        return;
      }
      throw err;
    }
  };
}
