import type { Reliability } from '@vamos/shared/reliability';
import type { RatingStats } from '@vamos/shared/schemas/evaluations';
import type { BlockedFreelancer, HiddenContractor, TeamMember } from '@vamos/shared/schemas/team';
import type { BlockedRow, TeamMemberRow } from './team.repo.ts';

const NO_RATINGS: RatingStats = { average_rating: null, total_evaluations: 0 };
const NO_SHIFTS: Reliability = { attendance_percent: null, shifts: 0 };

/** A timestamp as ISO text, whichever form the driver returned. */
function iso(value: string | Date): string {
  return new Date(value).toISOString();
}

/** A favourite as 'Minha equipe' lists them. */
export function presentTeamMember(
  row: TeamMemberRow,
  rating: RatingStats = NO_RATINGS,
  reliability: Reliability = NO_SHIFTS,
): TeamMember {
  return {
    freelancer_id: row.freelancerId,
    full_name: row.fullName,
    avatar_url: row.avatarUrl,
    position: row.position,
    average_rating: rating.average_rating,
    total_evaluations: rating.total_evaluations,
    reliability,
    shifts_with_me: row.shiftsWithMe,
    last_shift_date: row.lastShiftDate,
    added_at: iso(row.addedAt),
  };
}

/** A freelancer the contractor blocked ('Bloqueados'). */
export function presentBlockedFreelancer(row: BlockedRow): BlockedFreelancer {
  return { freelancer_id: row.userId, full_name: row.fullName, avatar_url: row.avatarUrl, blocked_at: iso(row.at) };
}

/** A contractor the freelancer hid: the company name on their jobs, or the person's name without one. */
export function presentHiddenContractor(row: BlockedRow): HiddenContractor {
  return { contractor_id: row.userId, name: row.companyName ?? row.fullName, hidden_at: iso(row.at) };
}
