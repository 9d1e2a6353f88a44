import { UserRoundPen } from 'lucide-react';
import { Link } from 'react-router';
import { ERROR_MESSAGES } from '@vamos/shared/errors';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { SUBSCRIPTION_TEXTS as T } from '../lib/subscription-texts';

/** Shown while the profile lacks the name or the CPF a plan charge is issued to. */
export function ProfileRequiredNotice() {
  return (
    <div
      role="note"
      className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2 text-sm text-brand-900">
        <UserRoundPen className="mt-0.5 size-4 shrink-0" aria-hidden />
        {ERROR_MESSAGES.PAYMENT_PROFILE_INCOMPLETE}
      </p>
      <Link to={paths.contractor.profile.getHref()} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        {T.completeProfile}
      </Link>
    </div>
  );
}
