// The image a deal may carry (spec §5, §9; CONTRACT §3): the types the API accepts and the check a browser makes
// before uploading, with the spec's [title, description] words. The API checks the bytes again, by content.
import { IMAGE_MAX_BYTES } from './rules.js';

/** The image types the API stores (checked by content on the server). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const IMAGE_MESSAGES = {
  invalidType: ['Invalid file type', 'Please select an image file'],
  tooLarge: ['File too large', 'Please select an image smaller than 5MB'],
  uploadFailed: ['Image upload failed', 'Failed to upload image. The deal will be created without an image.'],
} as const;

/** null when the file may be uploaded; otherwise the spec's [title, description] saying why not. */
export function checkImageFile(file: { type: string; size: number }): readonly [string, string] | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_MESSAGES.invalidType;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_MESSAGES.tooLarge;
  return null;
}

