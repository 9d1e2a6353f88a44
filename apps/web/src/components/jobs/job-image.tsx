import { useState, type ComponentProps } from 'react';
import { StoredImage } from '@/components/ui/stored-image';
import { cn } from '@/lib/cn';
import { SegmentIcon } from '@/components/jobs/segment-icon';

type JobImageProps = { imageUrl: string | null; segment: string; className?: string; iconClassName?: string } & Pick<
  ComponentProps<typeof StoredImage>,
  'variant' | 'priority' | 'sizes'
>;

/**
 * The job's photo, or the default image (spec 02 §9): a brand gradient with the segment's icon,
 * drawn inline (no request), also when a stored photo fails to load. Decorative: the title is
 * always written next to it. The one job picture of both roles' screens.
 */
export function JobImage({ imageUrl, segment, className, iconClassName, variant, priority, sizes }: JobImageProps) {
  const [broken, setBroken] = useState(false);
  if (imageUrl && !broken) {
    return (
      <StoredImage
        url={imageUrl}
        folder="jobs"
        variant={variant}
        priority={priority}
        sizes={sizes}
        onError={() => setBroken(true)}
        className={cn('bg-slate-100 object-cover', className)}
      />
    );
  }
  return (
    <div
      aria-hidden
      className={cn(
        'relative flex items-center justify-center overflow-hidden bg-gradient-to-br from-brand-600 via-brand-800 to-brand-900',
        className,
      )}
    >
      <span className="absolute -top-1/3 -right-1/4 size-3/4 rounded-full bg-accent-400/25 blur-xl" />
      <SegmentIcon
        segment={segment}
        className={cn('relative size-9 text-accent-300', iconClassName)}
        strokeWidth={1.75}
      />
    </div>
  );
}
