import { describe, expect, it } from 'vitest';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES, imageVariantUrl } from './images.ts';

describe('imageVariantUrl', () => {
  it('finds the small WebP beside the large one', () => {
    expect(imageVariantUrl('/uploads/u1/jobs/1-ab.webp', 'sm')).toBe('/uploads/u1/jobs/1-ab-sm.webp');
    expect(imageVariantUrl('/uploads/u1/jobs/1-ab.webp', 'lg')).toBe('/uploads/u1/jobs/1-ab.webp');
    expect(imageVariantUrl('/uploads/u1/jobs/1-ab-sm.webp', 'sm')).toBe('/uploads/u1/jobs/1-ab-sm.webp');
  });

  it('answers an image stored before the sizes as it is', () => {
    expect(imageVariantUrl('/uploads/u1/avatars/1-ab.jpg', 'sm')).toBe('/uploads/u1/avatars/1-ab.jpg');
  });
});

describe('uploads', () => {
  it('take whole megabytes, images by MIME type', () => {
    expect(Number.isSafeInteger(MAX_UPLOAD_BYTES) && MAX_UPLOAD_BYTES > 0).toBe(true);
    expect(MAX_UPLOAD_BYTES % (1024 * 1024)).toBe(0);
    for (const type of ACCEPTED_IMAGE_TYPES) expect(type).toMatch(/^image\/[a-z]+$/);
    expect(new Set(ACCEPTED_IMAGE_TYPES).size).toBe(ACCEPTED_IMAGE_TYPES.length);
  });
});
