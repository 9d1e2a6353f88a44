import { describe, expect, it } from 'vitest';
import { imageVariantUrl } from './images.ts';

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
