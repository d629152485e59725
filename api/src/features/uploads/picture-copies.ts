// The sized WebP copies kept beside a stored picture: a card on a phone shows a picture about
// 360 CSS px wide, and the original (a business's photo, up to 5 MB; a demo PNG of 18 KB) shares the phone's narrow
// pipe with the page's scripts. Made once, when the picture is stored (an upload, the demo seed), with sharp (libvips,
// prebuilt for each platform in @img/sharp-* packages from the npm registry): decoded once, turned upright by its EXIF
// orientation, scaled down to each of core's PICTURE_WIDTHS (never up), WebP quality 75. Names: picture-store.ts.
import type { Sharp, SharpConstructor } from 'sharp';
import { PICTURE_WIDTHS } from '@dadeal/core';
import { pictureCopyNames, type PictureStore } from './picture-store.js';

/**
 * Pixels a picture may have to be copied: 40 megapixels (a 48 MP phone photo is refused at 8000 × 6000 = 48 M; more
 * would take some 160 MB of memory per decode). sharp's own default is 268 M.
 */
export const MAX_PICTURE_PIXELS = 40_000_000;

export const COPY_QUALITY = 75;

// Loaded at the first copy: a server that is never sent a picture does not load libvips (start time).
let loading: Promise<SharpConstructor> | null = null;
const sharpModule = () => (loading ??= import('sharp').then((m) => m.default as SharpConstructor));

/**
 * The WebP copies of a picture (a file's path or its bytes), one per width, or an error when the image does not decode
 * (a frame that passes the checks with pixels that do not, or too many of them).
 */
export async function makePictureCopies(input: string | Buffer): Promise<Array<{ width: number; body: Buffer }>> {
  const sharp = await sharpModule();
  const image: Sharp = sharp(input, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' }).rotate();
  return Promise.all(PICTURE_WIDTHS.map(async (width) => ({
    width,
    body: await image.clone().resize({ width, withoutEnlargement: true }).webp({ quality: COPY_QUALITY }).toBuffer(),
  })));
}

/** Stores the copies of the picture `name` (a marked name, picture-store.ts) from its bytes or file. */
export async function storePictureCopies(pictures: PictureStore, name: string, input: string | Buffer): Promise<void> {
  const names = pictureCopyNames(name);
  if (!names.length) return;
  const copies = await makePictureCopies(input);
  await Promise.all(copies.map((copy, i) => pictures.put(names[i], copy.body, 'image/webp')));
}
