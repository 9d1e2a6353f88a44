import type { ImgHTMLAttributes } from 'react';
import { IMAGE_VARIANTS, type ImageFolder, type ImageVariant } from '@vamos/shared/images';
import { imageVariantUrl } from '@vamos/shared/images';

type StoredImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> & {
  /** The upload's URL as the API answers it (its large size). */
  url: string;
  folder: ImageFolder;
  /** The size to show: `sm` in cards, lists and the navigation, `lg` in details. */
  variant: ImageVariant;
  /**
   * With `sizes`, both sizes are offered (srcset) and the browser picks by the width it will
   * draw: for a frame whose width changes with the screen (a card that is full width on a phone).
   */
  sizes?: string;
  /** The largest image above the fold (the page's LCP): loaded at once, first. */
  priority?: boolean;
};

/**
 * An uploaded image (avatar, logo, job photo) in the size the screen uses, with its width and
 * height known before it arrives (no layout shift), loaded lazily unless it is the `priority` one.
 */
export function StoredImage({ url, folder, variant, sizes, priority = false, alt = '', ...props }: StoredImageProps) {
  const { width, height } = IMAGE_VARIANTS[folder][variant];
  const { sm, lg } = IMAGE_VARIANTS[folder];
  const srcSet = sizes
    ? `${imageVariantUrl(url, 'sm')} ${sm.width}w, ${imageVariantUrl(url, 'lg')} ${lg.width}w`
    : undefined;
  return (
    <img
      src={imageVariantUrl(url, variant)}
      srcSet={srcSet}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      {...props}
    />
  );
}
