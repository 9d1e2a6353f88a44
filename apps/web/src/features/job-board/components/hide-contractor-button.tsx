import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EyeOff } from 'lucide-react';
import { INTERNAL_MESSAGE } from '@vamos/shared/error-body';
import { useHideJobContractor } from '@/api/hidden-contractors';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, confirmDialogPreload } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export const HIDDEN_TOAST = 'Você não verá mais as vagas deste contratante.';

/**
 * 'Ocultar vagas deste contratante' (issue 26): once confirmed, this job's contractor leaves my board
 * (this job with them), so the page goes back to the board.
 */
export function HideContractorButton({ jobId, company }: { jobId: string; company: string }) {
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const hide = useHideJobContractor({
    onSuccess: () => {
      toast.success(HIDDEN_TOAST);
      void navigate(paths.freelancer.jobs.getHref(), { replace: true });
    },
    onError: (error) =>
      toast.error('Não foi possível ocultar', {
        description: error instanceof ApiError ? error.message : INTERNAL_MESSAGE,
      }),
  });
  return (
    <>
      <Button
        variant="ghost"
        className="w-full text-slate-700"
        onClick={() => setConfirming(true)}
        {...confirmDialogPreload}
      >
        <EyeOff aria-hidden />
        Ocultar vagas deste contratante
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Ocultar vagas deste contratante?"
        description={`As vagas de ${company} deixam de aparecer para você, esta também. Você pode mostrá-las de novo em Perfil › Contratantes ocultos.`}
        confirmLabel="Ocultar"
        pendingLabel="Ocultando…"
        pending={hide.isPending}
        onConfirm={() => hide.mutate(jobId, { onSettled: () => setConfirming(false) })}
      />
    </>
  );
}
