import type { ImageVariant } from './constants.ts';

const SMALL_SUFFIX = '-sm.webp';

/**
 * The URL of one size of a stored image. An upload's URL (what the database keeps) is its `lg`
 * WebP; the `sm` one sits beside it as `…-sm.webp`. Other URLs (an image stored before the WebP
 * sizes) have one size only and are answered as they are.
 */
export function imageVariantUrl(url: string, variant: ImageVariant): string {
  if (variant === 'lg' || !url.endsWith('.webp') || url.endsWith(SMALL_SUFFIX)) return url;
  return url.slice(0, -'.webp'.length) + SMALL_SUFFIX;
}
