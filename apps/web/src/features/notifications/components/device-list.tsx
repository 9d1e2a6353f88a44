import { INTERNAL_MESSAGE } from '@vamos/shared/error-body';
import { Smartphone } from 'lucide-react';
import { toast } from '@/lib/toast';
import { useDevices, useRemoveDevice } from '@/api/notifications';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { currentPushSubscription } from '@/lib/push';
import { useThisDeviceEndpoint } from './push-prompt';

/** The devices that receive my pushes, each with 'Remover'. */
export function DeviceList() {
  const devices = useDevices();
  const remove = useRemoveDevice();
  const thisEndpoint = useThisDeviceEndpoint();
  if (devices.isPending || devices.isError || devices.data.length === 0) {
    return devices.data?.length === 0 ? (
      <p className="text-sm text-slate-600">Nenhum aparelho recebe notificações ainda.</p>
    ) : null;
  }
  const removeDevice = (id: string, endpoint: string) =>
    remove.mutate(id, {
      onSuccess: () => {
        // This browser: stop its subscription too, so it can be turned on again later.
        if (endpoint === thisEndpoint) {
          void currentPushSubscription()
            .then((subscription) => subscription?.unsubscribe())
            .catch(() => undefined);
        }
        toast.success('Aparelho removido.');
      },
      onError: (error) => toast.error(error instanceof ApiError ? error.message : INTERNAL_MESSAGE),
    });
  return (
    <ul className="flex flex-col gap-2">
      {devices.data.map((device) => (
        <li key={device.id} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3">
          <Smartphone className="size-5 shrink-0 text-slate-600" aria-hidden />
          <div className="flex min-w-0 flex-1 flex-col">
            <span className="text-sm font-medium text-slate-900">
              {device.label}
              {device.endpoint === thisEndpoint ? ' (este aparelho)' : ''}
            </span>
            <span className="text-xs text-slate-600">Ativado em {formatDate(device.created_at)}</span>
          </div>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Remover ${device.label}`}
            disabled={remove.isPending}
            onClick={() => removeDevice(device.id, device.endpoint)}
          >
            Remover
          </Button>
        </li>
      ))}
    </ul>
  );
}
