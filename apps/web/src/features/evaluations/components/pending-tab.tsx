import { CalendarDays, Star } from 'lucide-react';
import type { PendingEvaluation } from '@vamos/shared/schemas/evaluations';
import { Button } from '@/components/ui/button';
import type { Role } from '@/config/paths';
import { formatBrl, formatDate } from '@/lib/format';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PendingEvaluationsResponse } from '@vamos/shared/schemas/evaluations';
import { displayName, EVALUATION_TEXTS as T } from '../lib/evaluation-texts';
import { EmptyList, ListStatus } from './list-states';
import { PersonAvatar } from './person-avatar';

type PendingTabProps = {
  role: Role;
  query: UseQueryResult<PendingEvaluationsResponse>;
  onEvaluate: (item: PendingEvaluation) => void;
};

/** 'Avaliar': each job that is over, with the person I have not rated yet. */
export function PendingTab({ role, query, onEvaluate }: PendingTabProps) {
  const { data, isPending, error, refetch } = query;
  if (!data) return <ListStatus isPending={isPending} error={error} onRetry={() => void refetch()} />;
  if (data.pending.length === 0) return <EmptyList text={T.empty.pending} />;
  const action = role === 'freelancer' ? 'Avaliar Contratante' : 'Avaliar Freelancer';
  return (
    <ul className="flex flex-col gap-3" aria-label="Trabalhos para avaliar">
      {data.pending.map((item) => {
        const name = displayName(item.evaluated_user_name);
        return (
          <li
            key={`${item.job_id}:${item.evaluated_user_id}`}
            className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
          >
            <div className="flex min-w-0 flex-1 items-start gap-3">
              <PersonAvatar name={item.evaluated_user_name} avatarUrl={item.evaluated_avatar_url} />
              <div className="flex min-w-0 flex-col gap-0.5">
                <h3 className="truncate font-semibold text-slate-900">{name}</h3>
                <p className="truncate text-sm text-slate-700">
                  {item.job_title} · {item.company_name}
                </p>
                <p className="flex flex-wrap items-center gap-x-3 text-xs text-slate-600">
                  <span className="inline-flex items-center gap-1">
                    <CalendarDays className="size-3.5" aria-hidden />
                    {formatDate(item.job_service_date)}
                  </span>
                  <span>{formatBrl(item.job_salary_cents)}</span>
                </p>
              </div>
            </div>
            <Button
              onClick={() => onEvaluate(item)}
              className="w-full sm:w-auto"
              aria-label={`${action}: ${name}, ${item.job_title}`}
            >
              <Star aria-hidden />
              {action}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
