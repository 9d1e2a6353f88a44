/** Uploaded images: what an upload may be, the sizes it is stored in, the URL of each size. */

/** An upload is at most 5 MB, a JPEG, PNG or GIF. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

/**
 * Every uploaded image is stored as WebP in two sizes of fixed dimensions, so that a page knows
 * them before the image arrives: `sm` for cards, lists and avatars in the navigation, `lg` for
 * details. `cover` fills the frame (cropping the edges), `contain` fits the whole image (a logo)
 * on a transparent background.
 */
export const IMAGE_VARIANTS = {
  avatars: { fit: 'cover', sm: { width: 96, height: 96 }, lg: { width: 320, height: 320 } },
  logos: { fit: 'contain', sm: { width: 96, height: 96 }, lg: { width: 320, height: 320 } },
  jobs: { fit: 'cover', sm: { width: 480, height: 270 }, lg: { width: 1280, height: 720 } },
} as const;
export type ImageFolder = keyof typeof IMAGE_VARIANTS;
export type ImageVariant = 'sm' | 'lg';

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
