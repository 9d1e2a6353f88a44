import { cn } from '@/lib/cn';
import { StoredImage } from '@/components/ui/stored-image';

export type NavUser = { full_name: string; email: string; avatar_url: string | null };

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

/** First and last name ('Maria Aparecida da Silva' → 'Maria Silva'), for tight spaces. */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words.length > 2 ? `${words[0]} ${words[words.length - 1]}` : words.join(' ');
}

/** The user's photo, or their initials on a brand tile; decorative (the name is always written nearby). */
export function UserAvatar({ user, className }: { user: NavUser; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-sm font-bold text-brand-800',
        className,
      )}
    >
      {user.avatar_url ? (
        <StoredImage url={user.avatar_url} folder="avatars" variant="sm" className="size-full object-cover" />
      ) : (
        initialsOf(user.full_name)
      )}
    </span>
  );
}
