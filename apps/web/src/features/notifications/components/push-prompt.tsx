import { INTERNAL_MESSAGE } from '@vamos/shared/error-body';
import { BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { useAddThisDevice, useDevices } from '@/api/notifications';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { currentPushSubscription, pushPermission, PushError, subscribeThisDevice } from '@/lib/push';

export const PUSH_PROMPT_TITLE = 'Receba avisos de aprovação e lembretes de turno no celular';

/** This browser's push subscription endpoint (null: none), read once the page is shown. */
export function useThisDeviceEndpoint(): string | null | undefined {
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let alive = true;
    currentPushSubscription()
      .then((subscription) => alive && setEndpoint(subscription?.endpoint ?? null))
      .catch(() => alive && setEndpoint(null));
    return () => {
      alive = false;
    };
  }, []);
  return endpoint;
}

/**
 * The invitation to receive pushes on this device. Permission is asked only when the button is
 * pressed. Nothing is shown where the browser cannot, or when this device already receives them;
 * a browser that blocked notifications is told how to allow them.
 */
export function PushPrompt({ compact = false }: { compact?: boolean }) {
  if (pushPermission() === 'unsupported') {
    return compact ? null : <p className="text-sm text-slate-600">Este navegador não recebe notificações.</p>;
  }
  return <SupportedPushPrompt compact={compact} />;
}

function SupportedPushPrompt({ compact }: { compact: boolean }) {
  const [permission, setPermission] = useState(pushPermission);
  const devices = useDevices();
  const subscribed = useThisDeviceEndpoint();
  const [added, setAdded] = useState<string | null>(null);
  const endpoint = added ?? subscribed;
  const add = useAddThisDevice(subscribeThisDevice);
  if (endpoint === undefined || devices.isPending) return null;
  const registered = endpoint !== null && devices.data?.some((d) => d.endpoint === endpoint);
  if (registered) {
    return compact ? null : <p className="text-sm text-slate-700">Este aparelho já recebe as notificações.</p>;
  }
  if (permission === 'denied') {
    return (
      <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
        As notificações estão bloqueadas neste navegador. Libere nas configurações do navegador para receber avisos no
        celular.
      </p>
    );
  }
  const activate = () =>
    add.mutate(undefined, {
      onSuccess: (device) => {
        setAdded(device.endpoint);
        toast.success('Notificações ativadas neste aparelho.');
      },
      onError: (error) => {
        setPermission(pushPermission());
        toast.error(error instanceof PushError || error instanceof ApiError ? error.message : INTERNAL_MESSAGE);
      },
    });
  return (
    <section
      aria-labelledby="push-prompt-title"
      className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center"
    >
      <span
        aria-hidden
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800"
      >
        <BellRing className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 id="push-prompt-title" className="text-base font-semibold text-slate-900">
          {PUSH_PROMPT_TITLE}
        </h2>
        <p className="text-sm text-slate-700">
          Saiba na hora quando for aprovado, quando uma vaga mudar e antes de cada turno.
        </p>
      </div>
      <Button className="shrink-0" disabled={add.isPending} onClick={activate}>
        {add.isPending ? 'Ativando...' : 'Ativar notificações'}
      </Button>
    </section>
  );
}
