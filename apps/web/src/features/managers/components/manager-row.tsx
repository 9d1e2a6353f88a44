import { useState } from 'react';
import { UserMinus } from 'lucide-react';
import type { Manager } from '@vamos/shared/schemas/managers';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, confirmDialogPreload } from '@/components/ui/confirm-dialog';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useRemoveManager } from '../api/remove-manager';
import { managersErrorMessage } from '../lib/managers-texts';

/** One manager: name, e-mail, since when, and 'Remover' once confirmed (their access ends at once). */
export function ManagerRow({ manager }: { manager: Manager }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveManager();
  const name = manager.full_name.trim();
  const titleId = `manager-${manager.user_id}`;
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex min-w-0 flex-1 basis-56 flex-col gap-0.5">
        <h3 id={titleId} className="font-semibold break-words text-slate-900">
          {name}
        </h3>
        <p className="text-sm break-all text-slate-700">{manager.email}</p>
        <p className="text-xs text-slate-600">Desde {formatDate(manager.joined_at)}</p>
      </div>
      <Button
        variant="ghost"
        className="text-red-700 hover:bg-red-50"
        onClick={() => setConfirming(true)}
        aria-label={`Remover ${name}`}
        {...confirmDialogPreload}
      >
        <UserMinus aria-hidden />
        Remover
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remover ${name}?`}
        description={`${name} perde o acesso à empresa na hora.`}
        confirmLabel="Remover"
        pendingLabel="Removendo…"
        cancelLabel="Cancelar"
        confirmVariant="destructive"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(manager.user_id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(`${name} não é mais gerente da empresa.`);
            },
            onError: (error) => {
              setConfirming(false);
              toast.error('Não foi possível remover o gerente', { description: managersErrorMessage(error) });
            },
          })
        }
      />
    </li>
  );
}
