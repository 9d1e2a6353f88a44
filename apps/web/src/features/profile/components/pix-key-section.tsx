import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { PIX_KEY_TYPE_LABELS, RECEIVING_AS_LABELS } from '@vamos/shared/pix-keys';
import type { PixKeyView } from '@vamos/shared/schemas/pix-keys';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, confirmDialogPreload } from '@/components/ui/confirm-dialog';
import { ListError } from '@/components/ui/list-error';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/components/forms/server-errors';
import { toast } from '@/lib/toast';
import { useDeletePixKey } from '../api/delete-pix-key';
import { usePixKey } from '../api/get-pix-key';

// The form (and the key's zod schema) loads when it is opened: the card alone is on the first load.
const loadForm = async () => ({ default: (await import('./pix-key-form')).PixKeyForm });
const PixKeyForm = lazy(loadForm);
const preloadForm = () => void loadForm().catch(() => undefined);

/** The heading's id: the anchor of `paths.freelancer.profile.getHref('recebimento')`. */
const RECEIVING_ANCHOR = 'recebimento';

/** How the saved key's owner receives: a person (with the NIT/PIS hidden, when given) or a MEI and its CNPJ. */
function ReceivingAs({ saved }: { saved: PixKeyView }) {
  return (
    <div className="mt-2 border-t border-slate-200 pt-2">
      <p className="text-slate-600">Recebe como</p>
      <p className="font-medium text-slate-900">{RECEIVING_AS_LABELS[saved.receiving_as]}</p>
      {saved.receiving_as === 'mei' && saved.mei_cnpj ? (
        <p className="text-slate-700">CNPJ do MEI: {saved.mei_cnpj}</p>
      ) : saved.nit_masked ? (
        <p className="text-slate-700">NIT/PIS: {saved.nit_masked}</p>
      ) : null}
    </div>
  );
}

/**
 * 'Recebimento' on the freelancer's profile (issue 27): the PIX key they are paid on, masked, with
 * its name, and how they receive (a person or a MEI).
 */
export function PixKeySection() {
  const { data, error, isPending, refetch, isRefetching } = usePixKey();
  const remove = useDeletePixKey();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const ref = useRef<HTMLElement>(null);
  // 'Conferir chave PIX' on 'Meus ganhos' opens the profile here, once the key is read.
  useEffect(() => {
    if (!isPending && window.location.hash === `#${RECEIVING_ANCHOR}`) ref.current?.scrollIntoView({ block: 'start' });
  }, [isPending]);

  return (
    <section
      ref={ref}
      aria-labelledby={RECEIVING_ANCHOR}
      className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={RECEIVING_ANCHOR} className="text-lg font-semibold text-slate-900">
        Recebimento
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Sua chave PIX para receber o valor das vagas com pagamento garantido.
      </p>
      {isPending ? (
        <Spinner label="Carregando chave PIX..." />
      ) : error ? (
        <ListError
          title="Não foi possível carregar a chave PIX"
          error={error}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : (
        <>
          {data ? (
            <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm">
              <p className="text-slate-600">Chave PIX ({PIX_KEY_TYPE_LABELS[data.key_type]})</p>
              <p className="break-all font-medium text-slate-900">{data.masked_key}</p>
              <p className="mt-1 text-slate-700">Em nome de {data.holder_name}</p>
              <ReceivingAs saved={data} />
            </div>
          ) : (
            <p className="mt-3 text-sm text-slate-700">Nenhuma chave PIX cadastrada.</p>
          )}
          {editing ? (
            <Suspense fallback={<Spinner label="Carregando formulário..." />}>
              <PixKeyForm saved={data} onDone={() => setEditing(false)} />
            </Suspense>
          ) : (
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                size="sm"
                variant={data ? 'outline' : 'default'}
                onClick={() => setEditing(true)}
                onPointerEnter={preloadForm}
                onFocus={preloadForm}
                onTouchStart={preloadForm}
              >
                {data ? 'Alterar chave' : 'Cadastrar chave PIX'}
              </Button>
              {data ? (
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-red-700"
                  onClick={() => setConfirming(true)}
                  {...confirmDialogPreload}
                >
                  Remover chave
                </Button>
              ) : null}
            </div>
          )}
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remover chave PIX?"
        description="Sem uma chave, você não recebe o valor das vagas com pagamento garantido até cadastrar outra."
        confirmLabel="Remover chave"
        pendingLabel="Removendo…"
        confirmVariant="destructive"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success('Chave PIX removida.');
            },
            onError: (e) =>
              toast.error('Não foi possível remover a chave PIX', { description: errorText(e, e.message) }),
          })
        }
      />
    </section>
  );
}
