import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from './rules.js';
import { IMAGE_MESSAGES, checkImageFile } from './images.js';

describe('checkImageFile', () => {
  it('accepts the four image types up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) {
      expect(checkImageFile({ type, size: IMAGE_MAX_BYTES })).toBeNull();
    }
  });

  it('refuses other types with "Invalid file type" / "Please select an image file"', () => {
    expect(checkImageFile({ type: 'application/pdf', size: 10 })).toEqual(IMAGE_MESSAGES.invalidType);
    expect(checkImageFile({ type: 'image/svg+xml', size: 10 })).toEqual(['Invalid file type', 'Please select an image file']);
    expect(checkImageFile({ type: '', size: 10 })).toEqual(IMAGE_MESSAGES.invalidType);
  });

  it('refuses more than 5 MB with "File too large" / "Please select an image smaller than 5MB"', () => {
    expect(checkImageFile({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toEqual(['File too large', 'Please select an image smaller than 5MB']);
  });
});
