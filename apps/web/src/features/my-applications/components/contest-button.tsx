import { useState } from 'react';
import { MessageSquareWarning } from 'lucide-react';
import { CONTEST_TEXT_MAX } from '@vamos/shared/cancellation-policy';
import type { MyApplicationItem } from '@vamos/shared/schemas/applications';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, confirmDialogPreload } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { CancellationPolicyLink } from '@/components/applications/withdrawal-consequence';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useContestNoShow } from '../api/contest-no-show';

/**
 * 'Contestar' on a shift the contractor marked as a no-show, within 48 h of the mark (the server's
 * `can.contest` and `contest_until`): a short text of what happened; meanwhile the no-show counts
 * no strike.
 */
export function ContestButton({ application }: { application: MyApplicationItem }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const contest = useContestNoShow();
  const confirm = async () => {
    // The schema (and zod) load with the first 'Contestar', not with 'Minhas candidaturas' (scripts/bundle-budget.mjs).
    const { ContestInputSchema } = await import('@vamos/shared/schemas/no-shows');
    const parsed = ContestInputSchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    contest.mutate(
      { id: application.id, text: parsed.data.text },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success('Falta contestada', {
            description: 'Nossa equipe vai analisar. Enquanto isso, a falta não conta advertências.',
          });
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.fields?.text) return setError(failure.fields.text);
          setOpen(false);
          toast.error('Não foi possível contestar', {
            description: failure instanceof ApiError ? failure.message : 'Tente novamente.',
          });
        },
      },
    );
  };
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} {...confirmDialogPreload}>
        <MessageSquareWarning aria-hidden />
        Contestar
        <span className="sr-only"> a falta na vaga de {application.job.title}</span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Contestar a falta?"
        description={
          <>
            <p>
              O contratante marcou que você não compareceu à vaga de {application.job.title}.
              {application.contest_until
                ? ` Você pode contestar até ${formatDateTime(application.contest_until)}.`
                : ''}{' '}
              Enquanto a contestação é analisada pela nossa equipe, a falta não conta advertências. Veja a{' '}
              <CancellationPolicyLink />.
            </p>
            <Field label="O que aconteceu?" error={error} hint={`Até ${CONTEST_TEXT_MAX} caracteres.`}>
              <Textarea
                value={text}
                maxLength={CONTEST_TEXT_MAX + 50}
                onChange={(event) => {
                  setText(event.currentTarget.value);
                  setError(undefined);
                }}
              />
            </Field>
          </>
        }
        confirmLabel="Enviar contestação"
        pendingLabel="Enviando..."
        pending={contest.isPending}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
