// Pictures as files in one folder (DATA_DIR/uploads): the default store. Several processes share it only through a
// shared volume; the S3 store (s3-pictures.ts) is the way past one machine.
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, PICTURE_NAME, type PictureStore } from './picture-store.js';

export function diskPictures(dir: string): PictureStore {
  let made: Promise<unknown> | null = null;
  const ensureDir = () => (made ??= mkdir(dir, { recursive: true }));
  return {
    kind: 'disk',
    location: dir,
    async putFile(name, file) {
      await ensureDir();
      const target = path.join(dir, name);
      // A rename when the upload's temporary file is on the same disk (it is: DATA_DIR/uploads/.incoming), a copy else.
      await rename(file, target).catch(async (err: NodeJS.ErrnoException) => {
        if (err.code !== 'EXDEV') throw err;
        await copyFile(file, target);
      });
    },
    async put(name, body) {
      await ensureDir();
      await writeFile(path.join(dir, name), body);
    },
    async get(name, { ifNoneMatch, head } = {}) {
      if (!PICTURE_NAME.test(name)) return null;
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return { notModified: true, etag };
      return { body: head ? null : createReadStream(file), size: info.size, contentType: contentTypeOf(name), etag, lastModified: info.mtime };
    },
    async delete(name) {
      if (PICTURE_NAME.test(name)) await rm(path.join(dir, name), { force: true });
    },
    async *list() {
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile() || !PICTURE_NAME.test(entry.name)) continue;
        const info = await stat(path.join(dir, entry.name)).catch(() => null);
        if (info) yield { name: entry.name, size: info.size };
      }
    },
  };
}
