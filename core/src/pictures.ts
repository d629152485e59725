// A stored picture's sized WebP copies: their widths, the mark in a picture's name that says they
// exist, and their addresses — one module of its own, apart from images.ts (the upload form's checks and words), since
// every card imports it: the first script of the site carries this and not the form's words.
/**
 * Sized copies of a stored picture: an uploaded or demo picture is kept as it came and, beside it,
 * as WebP this many pixels wide (never enlarged), so that a card on a phone fetches a few KB instead of the original.
 */
export const PICTURE_WIDTHS = [320, 640] as const;

/**
 * The mark in a stored picture's name that says its copies exist: `<base>.v1.<ext>` has `<base>.v1.w320.webp` and
 * `<base>.v1.w640.webp` beside it (the same address with `.w<width>.webp` for the extension). A picture stored before
 * the copies (`<base>.<ext>`), a GIF (kept moving, not copied) and an outside address typed into the form carry no
 * mark and are shown as they are. A new set of widths would take a new mark (`.v2.`), so old names stay true.
 */
export const PICTURE_COPIES_MARK = 'v1';

const MARKED = /^(?:https?:\/\/|\/)[^?#]*\.v1\.(?:jpg|png|webp)$/;

/** The address of a picture's copy `width` pixels wide, or null when the address names no copies. */
export function pictureCopyUrl(url: string | null | undefined, width: number): string | null {
  if (!url || !MARKED.test(url)) return null;
  return `${url.slice(0, url.lastIndexOf('.'))}.w${width}.webp`;
}

/** The `srcset` of a picture with copies (`… 320w, … 640w`), or undefined when the address names none. */
export function pictureSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !MARKED.test(url)) return undefined;
  return PICTURE_WIDTHS.map((width) => `${pictureCopyUrl(url, width)} ${width}w`).join(', ');
}

/**
 * How wide a card's picture is shown (the `sizes` beside its srcset): the whole screen on a phone (one column), half
 * between (two), a grid column beyond — 275 px in the tabs' grid, 373 px in the featured one at 1280 px: 380 px, so that
 * a desktop card is not the 320 px copy stretched. The deal dialog's is 680 px at most.
 */
export const CARD_PICTURE_SIZES = '(max-width: 600px) 100vw, (max-width: 960px) 50vw, 380px';
export const DIALOG_PICTURE_SIZES = '(max-width: 704px) 100vw, 680px';
