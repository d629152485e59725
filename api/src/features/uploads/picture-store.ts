// Where uploaded pictures are kept, behind one interface: the local folder (DATA_DIR/uploads, the default) or an
// S3-compatible store (UPLOADS_URL=s3://bucket/prefix). A picture has a random, immutable name; the database keeps its
// address (`/uploads/<name>`, or UPLOADS_PUBLIC_URL/<name>), never the store's own key.
import type { Readable } from 'node:stream';
import { PICTURE_COPIES_MARK, PICTURE_WIDTHS } from '@dadeal/core';

/**
 * What a picture's name looks like: random hex (or a demo picture's name) and an image extension — `<base>.<ext>`;
 * a picture with sized WebP copies is `<base>.v1.<ext>` and its copies `<base>.v1.w<width>.webp`
 * (core's PICTURE_COPIES_MARK and PICTURE_WIDTHS). Nothing else: no dots of one's own, no paths.
 */
export const PICTURE_NAME = new RegExp(
  `^[\\w-]+(?:\\.${PICTURE_COPIES_MARK}(?:\\.w(?:${PICTURE_WIDTHS.join('|')})(?=\\.webp$))?)?\\.(jpg|png|webp|gif)$`,
);

/** The name an upload of this extension is given: marked as having copies, except a GIF (kept moving, not copied). */
export const storedPictureName = (base: string, ext: string) => (ext === 'gif' ? `${base}.${ext}` : `${base}.${PICTURE_COPIES_MARK}.${ext}`);

/** The sized copies' names of a marked picture (none for an unmarked one, or for a copy itself). */
export function pictureCopyNames(name: string): string[] {
  const marked = new RegExp(`^([\\w-]+\\.${PICTURE_COPIES_MARK})\\.(jpg|png|webp)$`).exec(name);
  return marked ? PICTURE_WIDTHS.map((width) => `${marked[1]}.w${width}.webp`) : [];
}

export const PICTURE_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' };

export const contentTypeOf = (name: string) => PICTURE_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

export interface StoredPicture {
  /** null for a HEAD request. */
  body: Readable | null;
  size: number;
  contentType: string;
  etag: string;
  lastModified: Date | null;
}

export interface PictureStore {
  readonly kind: 'disk' | 's3';
  /** Where, for logs and the CLI (a folder or s3://bucket/prefix). */
  readonly location: string;
  /** Stores the file (already checked) under `name`; the file itself stays where it is (the caller removes it). */
  putFile(name: string, file: string, contentType: string): Promise<void>;
  put(name: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * The picture, or 'not-modified' when `ifNoneMatch` names its current ETag (no body read), or null when absent.
   * `head`: the metadata only.
   */
  get(name: string, options?: { ifNoneMatch?: string; head?: boolean }): Promise<StoredPicture | { notModified: true; etag: string } | null>;
  /** Removes it; an absent picture is not an error. */
  delete(name: string): Promise<void>;
  /** Every picture's name and size. */
  list(): AsyncIterable<{ name: string; size: number }>;
}

/**
 * The name of the picture an address points at when it is one of ours (`/uploads/<name>` or `<publicUrl>/<name>`),
 * else null (an outside http(s) address typed into the form, or nothing).
 */
export function pictureNameOf(url: string | null | undefined, publicUrl: string | null): string | null {
  if (!url) return null;
  const bases = ['/uploads/', ...(publicUrl ? [`${publicUrl}/`] : [])];
  for (const base of bases) {
    if (url.startsWith(base)) {
      const name = url.slice(base.length);
      return PICTURE_NAME.test(name) ? name : null;
    }
  }
  return null;
}
