import { Check } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { EVALUATION_TOGGLES, type EvaluationToggle } from '@vamos/shared/evaluations';
import { EVALUATION_LIMITS, type Evaluation } from '@vamos/shared/schemas/evaluations';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useCreateEvaluation } from '../api/create-evaluation';
import { useUpdateEvaluation } from '../api/update-evaluation';
import { displayName, EVALUATION_TEXTS as T } from '../lib/evaluation-texts';
import { PersonAvatar } from './person-avatar';
import { StarRatingInput } from './star-rating-input';

/** Whom the dialog rates: a new evaluation from the 'Avaliar' list, or one of mine to edit. */
export type EvaluationTarget =
  | {
      kind: 'create';
      jobId: string;
      jobTitle: string;
      serviceDate: string;
      evaluatedId: string;
      evaluatedName: string | null;
      evaluatedAvatarUrl: string | null;
    }
  | { kind: 'edit'; evaluation: Evaluation };

type Toggles = Record<EvaluationToggle, boolean>;
const NO_TOGGLES: Toggles = { punctual: false, proactive: false, polite: false, agile: false };

function initialState(target: EvaluationTarget) {
  if (target.kind === 'create') return { rating: 0, comment: '', toggles: NO_TOGGLES };
  const e = target.evaluation;
  return {
    rating: e.rating,
    comment: e.comment ?? '',
    toggles: { punctual: e.punctual, proactive: e.proactive, polite: e.polite, agile: e.agile },
  };
}

function who(target: EvaluationTarget) {
  if (target.kind === 'create') {
    return {
      name: target.evaluatedName,
      avatarUrl: target.evaluatedAvatarUrl,
      jobTitle: target.jobTitle,
      serviceDate: target.serviceDate,
    };
  }
  const e = target.evaluation;
  return {
    name: e.evaluated.full_name,
    avatarUrl: e.evaluated.avatar_url,
    jobTitle: e.job.title,
    serviceDate: e.job.service_date,
  };
}

type EvaluationDialogProps = {
  target: EvaluationTarget | null;
  onOpenChange: (open: boolean) => void;
};

/**
 * The evaluation dialog (spec 02 "Evaluations"): 1 to 5 stars, the four toggles, a comment of up
 * to 500 characters with its counter; 'Finalizar' is disabled until a rating is chosen. Creates
 * an evaluation, or saves the edit of one of mine.
 */
export function EvaluationDialog({ target, onOpenChange }: EvaluationDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={onOpenChange}>
      {target ? (
        <EvaluationForm
          key={target.kind === 'create' ? `${target.jobId}:${target.evaluatedId}` : target.evaluation.id}
          target={target}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}

function EvaluationForm({ target, onDone }: { target: EvaluationTarget; onDone: () => void }) {
  const [state, setState] = useState(() => initialState(target));
  const create = useCreateEvaluation();
  const update = useUpdateEvaluation();
  const pending = create.isPending || update.isPending;
  const commentId = useId();
  const counterId = useId();
  const person = who(target);
  const name = displayName(person.name);

  const setToggle = (key: EvaluationToggle) =>
    setState((s) => ({ ...s, toggles: { ...s.toggles, [key]: !s.toggles[key] } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state.rating < 1 || pending) return;
    const fields = { rating: state.rating, comment: state.comment, ...state.toggles };
    const callbacks = {
      onSuccess: () => {
        toast.success(target.kind === 'create' ? T.created : T.updated);
        onDone();
      },
      onError: (error: unknown) =>
        toast.error(T.saveError, {
          description: error instanceof ApiError ? error.message : 'Tente novamente.',
        }),
    };
    if (target.kind === 'create') {
      create.mutate({ ...fields, job_id: target.jobId, evaluated_id: target.evaluatedId }, callbacks);
    } else {
      update.mutate({ ...fields, id: target.evaluation.id }, callbacks);
    }
  };

  return (
    <DialogContent className="gap-5 p-5 sm:p-6">
      {/* min-w-0: as the dialog's grid item the form would otherwise be as wide as its longest
          line (the untruncated name), pushing stars, criteria and counter off a phone's screen. */}
      <form onSubmit={submit} className="flex min-w-0 flex-col gap-5">
        <div className="flex items-center gap-3 pr-8">
          <PersonAvatar name={person.name} avatarUrl={person.avatarUrl} />
          <div className="flex min-w-0 flex-col">
            <DialogTitle className="line-clamp-2 [overflow-wrap:anywhere]">
              {target.kind === 'create' ? `Avaliar ${name}` : `Editar avaliação de ${name}`}
            </DialogTitle>
            <DialogDescription className="truncate">
              {person.jobTitle} · {formatDate(person.serviceDate)}
            </DialogDescription>
          </div>
        </div>

        <StarRatingInput value={state.rating} onChange={(rating) => setState((s) => ({ ...s, rating }))} />

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-slate-900">{T.togglesLegend}</legend>
          <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,7rem),1fr))] gap-2">
            {EVALUATION_TOGGLES.map(({ key, label }) => {
              const on = state.toggles[key];
              return (
                <button
                  key={key}
                  type="button"
                  aria-pressed={on}
                  onClick={() => setToggle(key)}
                  className={cn(
                    'flex min-h-11 min-w-0 items-center justify-center gap-1.5 rounded-lg border px-2 py-1.5 text-center text-sm leading-tight font-medium transition-colors',
                    on
                      ? 'border-brand-700 bg-brand-50 text-brand-900'
                      : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
                  )}
                >
                  {on ? <Check className="size-4 shrink-0" aria-hidden /> : null}
                  {label}
                </button>
              );
            })}
          </div>
        </fieldset>

        <div className="flex flex-col gap-1.5">
          <Label htmlFor={commentId}>{T.commentLabel}</Label>
          <Textarea
            id={commentId}
            value={state.comment}
            maxLength={EVALUATION_LIMITS.comment}
            placeholder={T.commentPlaceholder}
            aria-describedby={counterId}
            rows={4}
            onChange={(event) =>
              setState((s) => ({ ...s, comment: event.target.value.slice(0, EVALUATION_LIMITS.comment) }))
            }
          />
          <p id={counterId} className="self-end text-xs text-slate-600 tabular-nums" aria-live="polite">
            {state.comment.length}/{EVALUATION_LIMITS.comment}
          </p>
        </div>

        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
            Cancelar
          </Button>
          <Button type="submit" disabled={state.rating < 1 || pending}>
            {pending ? T.saving : T.finish}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
