import type { ComponentProps } from 'react';
import { StoredImage } from '@/components/ui/stored-image';
import { cn } from '@/lib/cn';
import { SegmentIcon } from '@/components/jobs/segment-icon';

/**
 * The job's photo, or a default picture drawn in place (brand gradient and the segment's icon):
 * no external image is ever requested. Decorative: the title next to it names the job.
 */
export function JobPhoto({
  imageUrl,
  segment,
  className,
  ...image
}: {
  imageUrl: string | null;
  segment: string;
  className?: string;
} & Pick<ComponentProps<typeof StoredImage>, 'variant' | 'sizes' | 'priority'>) {
  if (imageUrl) {
    return <StoredImage url={imageUrl} folder="jobs" {...image} className={cn('object-cover', className)} />;
  }
  return (
    <div
      aria-hidden
      className={cn(
        'relative flex items-center justify-center overflow-hidden bg-gradient-to-br from-brand-700 via-brand-600 to-brand-900',
        className,
      )}
    >
      <span className="absolute -top-8 -right-6 size-32 rounded-full bg-accent-400/30" />
      <span className="absolute -bottom-10 -left-8 size-36 rounded-full bg-white/10" />
      <span className="relative flex size-16 items-center justify-center rounded-2xl bg-white/15 ring-1 ring-white/30 backdrop-blur-sm">
        <SegmentIcon segment={segment} className="size-8 text-white" strokeWidth={1.75} />
      </span>
    </div>
  );
}
