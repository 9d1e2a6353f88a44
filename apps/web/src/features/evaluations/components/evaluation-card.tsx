import { Check, Pencil } from 'lucide-react';
import { forwardRef } from 'react';
import { EVALUATION_TOGGLES } from '@vamos/shared/evaluations';
import type { Evaluation } from '@vamos/shared/schemas/evaluations';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ReportButton } from '@/components/reports/report-button';
import { RatingStars } from '@/components/ui/rating-stars';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { displayName, EVALUATION_TEXTS as T } from '../lib/evaluation-texts';
import { PersonAvatar } from './person-avatar';

type EvaluationCardProps = {
  evaluation: Evaluation;
  /** 'received' names who rated me; 'given' names whom I rated and offers 'Editar'. */
  side: 'received' | 'given';
  onEdit?: (evaluation: Evaluation) => void;
  /** The evaluation a notification opened: marked 'Nova', said so, focusable to be focused. */
  justReceived?: boolean;
};

/** One evaluation: the other person, the job, the stars, what stood out and the comment. */
export const EvaluationCard = forwardRef<HTMLLIElement, EvaluationCardProps>(function EvaluationCard(
  { evaluation, side, onEdit, justReceived = false },
  ref,
) {
  const person = side === 'received' ? evaluation.evaluator : evaluation.evaluated;
  const name = displayName(person.full_name);
  const highlights = EVALUATION_TOGGLES.filter(({ key }) => evaluation[key]);
  const label = `${side === 'received' ? 'Avaliação de' : 'Avaliação para'} ${name}`;
  return (
    <li
      ref={ref}
      aria-label={justReceived ? `${label} (${T.justReceivedSpoken})` : label}
      tabIndex={justReceived ? -1 : undefined}
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm',
        justReceived && 'border-accent-400 bg-amber-50/60 ring-2 ring-accent-400 outline-none',
      )}
    >
      <div className="flex items-start gap-3">
        <PersonAvatar name={person.full_name} avatarUrl={person.avatar_url} />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <div className="flex min-w-0 items-center gap-2">
            <h3 className="min-w-0 truncate font-semibold text-slate-900">{name}</h3>
            {justReceived ? (
              <Badge variant="warning" className="shrink-0">
                {T.justReceived}
              </Badge>
            ) : null}
          </div>
          <p className="truncate text-sm text-slate-600">
            {evaluation.job.title} · {formatDate(evaluation.job.service_date)}
          </p>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <RatingStars value={evaluation.rating} />
            <span className="text-xs text-slate-500">{formatDate(evaluation.created_at)}</span>
          </div>
        </div>
        {side === 'given' && onEdit ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onEdit(evaluation)}
            aria-label={`${T.edit} avaliação de ${name}`}
            className="shrink-0"
          >
            <Pencil aria-hidden />
            <span className="hidden min-[400px]:inline">{T.edit}</span>
          </Button>
        ) : null}
      </div>
      {highlights.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Destaques">
          {highlights.map(({ key, label }) => (
            <li
              key={key}
              className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-800"
            >
              <Check className="size-3" aria-hidden />
              {label}
            </li>
          ))}
        </ul>
      ) : null}
      {evaluation.comment ? (
        <p className="text-sm whitespace-pre-line break-words text-slate-700">{evaluation.comment}</p>
      ) : null}
      {side === 'received' ? (
        <ReportButton
          targetType="evaluation"
          targetId={evaluation.id}
          subject={`a avaliação de ${name}`}
          label={`Denunciar avaliação de ${name}`}
          className="self-start text-slate-600"
        />
      ) : null}
    </li>
  );
});
