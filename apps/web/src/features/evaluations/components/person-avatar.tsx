import { UserRound } from 'lucide-react';
import { cn } from '@/lib/cn';
import { StoredImage } from '@/components/ui/stored-image';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
}

/** A person's photo, or their initials, in a circle. Decorative: the name is next to it. */
export function PersonAvatar({
  name,
  avatarUrl,
  className,
}: {
  name: string | null;
  avatarUrl: string | null;
  className?: string;
}) {
  const text = name ? initials(name) : '';
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-11 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-sm font-semibold text-brand-800',
        className,
      )}
    >
      {avatarUrl ? (
        <StoredImage url={avatarUrl} folder="avatars" variant="sm" className="size-full object-cover" />
      ) : text ? (
        text
      ) : (
        <UserRound className="size-5" />
      )}
    </span>
  );
}
