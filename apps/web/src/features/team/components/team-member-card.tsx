import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarCheck, ChevronRight, MailPlus, Star, UserMinus } from 'lucide-react';
import type { TeamMember } from '@vamos/shared/schemas/team';
import { ReliabilityLine } from '@/components/reliability/reliability-line';
import { RemoveFromTeamDialog } from '@/components/team/team-dialogs';
import { Button, buttonVariants } from '@/components/ui/button';
import { confirmDialogPreload } from '@/components/ui/confirm-dialog';
import { LazyDialog, lazyWithPreload, preloadOn } from '@/components/ui/lazy-dialog';
import { paths } from '@/config/paths';
import { lastShiftText, ratingText } from '../lib/team-texts';
import { FreelancerAvatar } from './freelancer-avatar';

const inviteDialog = lazyWithPreload(async () => (await import('./invite-dialog')).InviteDialog);
const preloadInviteDialog = preloadOn(inviteDialog);

/** One favourite: who they are, how they did, how often with me, their profile, 'Convidar' and 'Remover da equipe'. */
export function TeamMemberCard({ member }: { member: TeamMember }) {
  const [removing, setRemoving] = useState(false);
  const [inviting, setInviting] = useState(false);
  const name = member.full_name.trim();
  const titleId = `member-${member.freelancer_id}`;
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <FreelancerAvatar name={name} url={member.avatar_url} />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <h3 id={titleId} className="font-semibold break-words text-slate-900">
            {name}
          </h3>
          {member.position ? <p className="text-sm break-words text-brand-800">{member.position}</p> : null}
          <p className="flex items-center gap-1.5 text-xs text-slate-600">
            <Star className="size-3.5 shrink-0 fill-amber-400 text-amber-400" aria-hidden />
            <span className={member.total_evaluations > 0 ? 'font-semibold text-slate-900' : undefined}>
              {ratingText(member.average_rating, member.total_evaluations)}
            </span>
          </p>
          <ReliabilityLine reliability={member.reliability} />
          <p className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-slate-600">
            <span className="inline-flex items-center gap-1.5">
              <CalendarCheck className="size-3.5 shrink-0 text-brand-700" aria-hidden />
              Turnos com você: {member.shifts_with_me}
            </span>
            <span>{lastShiftText(member.last_shift_date)}</span>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
        <Link
          to={paths.contractor.freelancerProfile.getHref(member.freelancer_id)}
          aria-label={`Ver perfil de ${name}`}
          className={buttonVariants({ variant: 'link', className: 'mr-auto px-0' })}
        >
          Ver perfil
          <ChevronRight aria-hidden />
        </Link>
        <Button
          variant="outline"
          onClick={() => setInviting(true)}
          aria-label={`Convidar ${name} para uma vaga`}
          {...preloadInviteDialog}
        >
          <MailPlus aria-hidden />
          Convidar
        </Button>
        <Button
          variant="ghost"
          className="text-red-700 hover:bg-red-50"
          onClick={() => setRemoving(true)}
          aria-label={`Remover ${name} da equipe`}
          {...confirmDialogPreload}
        >
          <UserMinus aria-hidden />
          Remover da equipe
        </Button>
      </div>
      <LazyDialog
        dialog={inviteDialog}
        open={inviting}
        onOpenChange={setInviting}
        freelancer={{ id: member.freelancer_id, name }}
      />
      <RemoveFromTeamDialog
        open={removing}
        onOpenChange={setRemoving}
        freelancer={{ id: member.freelancer_id, name }}
      />
    </li>
  );
}
