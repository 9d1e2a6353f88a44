import { UserRound } from 'lucide-react';
import { StoredImage } from '@/components/ui/stored-image';
import { initials } from '../lib/team-texts';

/** The freelancer's photo, or their initials. */
export function FreelancerAvatar({ name, url }: { name: string; url: string | null }) {
  return (
    <span className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-800">
      {url ? (
        <StoredImage url={url} folder="avatars" variant="sm" className="size-full object-cover" />
      ) : initials(name) ? (
        <span aria-hidden>{initials(name)}</span>
      ) : (
        <UserRound className="size-5" aria-hidden />
      )}
    </span>
  );
}
