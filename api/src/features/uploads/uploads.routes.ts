// Image uploads (CONTRACT §3): JPEG, PNG, WebP or GIF up to 5 MB, judged by content (magic bytes, the format's frame,
// and — but for a GIF — pixels that decode), never by name or declared type; kept in the picture store (DATA_DIR/uploads
// or S3, picture-stores.ts) with a random name and, but for a GIF, sized WebP copies beside it (picture-copies.ts);
// served at /uploads/… from whichever store (and from UPLOADS_PUBLIC_URL when that is set).
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import path from 'node:path';
import Router from '@koa/router';
import type Koa from 'koa';
import { koaBody } from 'koa-body';
import { fileTypeFromFile } from 'file-type';
import { MESSAGES } from '@dadeal/core';
import type { AppDeps } from '../../context.js';
import { requireAccountOrAdmin } from '../../http/admin-auth.js';
import { AppError } from '../../http/errors.js';
import { uploadsDir } from './uploads-dir.js';
import { pictureUrl } from './picture-stores.js';
import { PICTURE_NAME, pictureCopyNames, storedPictureName, type PictureStore } from './picture-store.js';
import { makePictureCopies } from './picture-copies.js';
import { doc, returns } from '../../http/route-doc.js';

const ALLOWED: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

export function uploadsRoutes({ config, passport, pictures }: AppDeps): Router {
  // Uploads arrive on this machine's disk first, whichever store keeps them.
  const tmp = path.join(uploadsDir(config.dataDir), '.incoming');
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

  router.post('/api/upload', doc({ summary: 'Upload a picture', body: { mediaType: 'multipart/form-data', description: 'The field `image`: a JPEG, PNG, WebP or GIF', schema: { type: 'object', properties: { image: { type: 'string', format: 'binary' } } } }, responses: { 201: returns('UploadResponse', '`imageUrl`') } }), requireAccountOrAdmin(passport), multipart, async (ctx) => {
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
      if (!ext || !(await isWholeImage(detected.mime, image.filepath, image.size))) {
        throw new AppError(415, MESSAGES.invalidFileType, [{ field: 'image', message: MESSAGES.selectImage }]);
      }
      if (image.size === 0) throw new AppError(400, MESSAGES.selectImage);
      const name = storedPictureName(randomBytes(16).toString('hex'), ext);
      // A picture whose pixels do not decode is no picture (415, nothing kept). The copies are stored first and the
      // original last, so a stored original always has its copies; a failing store leaves neither.
      const copyNames = pictureCopyNames(name);
      const copies = copyNames.length ? await makePictureCopies(image.filepath).catch(() => null) : [];
      if (!copies) throw new AppError(415, MESSAGES.invalidFileType, [{ field: 'image', message: MESSAGES.selectImage }]);
      try {
        await Promise.all(copies.map((copy, i) => pictures.put(copyNames[i], copy.body, 'image/webp')));
        await pictures.putFile(name, image.filepath, detected.mime);
      } catch (err) {
        await Promise.all(copyNames.map((copy) => pictures.delete(copy).catch(() => {})));
        throw err;
      }
      ctx.status = 201;
      ctx.body = { imageUrl: pictureUrl(config.uploads, name) };
    } finally {
      await rm(image.filepath, { force: true });
    }
  });

  return router;
}

/**
 * Beyond the magic bytes, the frame each format must have: a PNG's first chunk is an IHDR whose CRC holds and its
 * last is IEND; a GIF ends with its trailer; a WebP's RIFF size is the file's; a JPEG's start marker is followed by
 * another marker. An image signature glued onto an HTML page or a script (a polyglot) is refused: this frame is what a
 * browser sniffer or a careless proxy would look past. The pixels are then decoded too (sharp, making the copies),
 * but for a GIF.
 */
async function isWholeImage(mime: string, file: string, size: number): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const read = async (position: number, length: number) => {
      const buf = Buffer.alloc(Math.max(0, Math.min(length, size - position)));
      if (buf.length) await handle.read(buf, 0, buf.length, position);
      return buf;
    };
    if (mime === 'image/png') {
      const ihdr = await read(8, 25); // length, "IHDR", 13 bytes of data, CRC
      const iend = await read(size - 12, 12);
      return ihdr.length === 25 && ihdr.readUInt32BE(0) === 13 && ihdr.toString('latin1', 4, 8) === 'IHDR'
        && crc32(ihdr.subarray(4, 21)) === ihdr.readUInt32BE(21)
        && iend.length === 12 && iend.toString('latin1', 4, 8) === 'IEND';
    }
    if (mime === 'image/gif') return (await read(size - 1, 1))[0] === 0x3b;
    if (mime === 'image/webp') return size >= 12 && (await read(4, 4)).readUInt32LE(0) === size - 8;
    if (mime === 'image/jpeg') return (await read(2, 1))[0] === 0xff;
    return false;
  } finally {
    await handle.close();
  }
}

/**
 * Serves stored pictures at /uploads/<name> from the store (streamed, never buffered whole): random immutable names,
 * so a year's caching; an ETag, and 304 for a matching If-None-Match (asked of the store itself on S3).
 */
export function serveUploads(pictures: PictureStore): Koa.Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/uploads/') || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const name = ctx.path.slice('/uploads/'.length);
    const found = PICTURE_NAME.test(name) ? await pictures.get(name, { ifNoneMatch: ctx.get('If-None-Match') || undefined, head: ctx.method === 'HEAD' }) : null;
    if (!found) {
      ctx.status = 404;
      ctx.body = { message: MESSAGES.notFound };
      return;
    }
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Access-Control-Allow-Origin', '*');
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.set('ETag', found.etag);
    if ('notModified' in found) {
      ctx.status = 304;
      return;
    }
    if (found.lastModified) ctx.lastModified = found.lastModified;
    ctx.type = found.contentType;
    ctx.length = found.size;
    ctx.status = 200;
    if (found.body) ctx.body = found.body;
  };
}
