import { CHECK_IN_CODE_LENGTH } from '@vamos/shared/check-in';
import type { FreelancerAgendaItem } from '@vamos/shared/schemas/agenda';
import { CHECK_IN_CODE_MESSAGE } from '@vamos/shared/schemas/check-in';
import { Camera } from 'lucide-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { hourMinute, parseDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useCheckIn } from '../api/presence';

// The camera and the QR decoder load only when 'Ler QR code' is tapped.
const QrScanner = lazy(async () => ({ default: (await import('./qr-scanner')).QrScanner }));

const CODE = new RegExp(`^\\d{${CHECK_IN_CODE_LENGTH}}$`);

/**
 * 'Cheguei': the contractor's code of today, typed or read from their QR code by the camera. The
 * server checks it (a wrong code, another day's or another job's is refused with its reason).
 */
export function CheckInDialog({
  open,
  onOpenChange,
  item,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item: FreelancerAgendaItem;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const checkIn = useCheckIn();

  const submit = (value: string) => {
    if (!CODE.test(value)) {
      setError(CHECK_IN_CODE_MESSAGE);
      return;
    }
    setError(null);
    checkIn.mutate(
      { id: item.id, code: value },
      {
        onSuccess: (done) => {
          const at = done.presence.checked_in_at ? parseDate(done.presence.checked_in_at) : null;
          toast.success('Chegada registrada!', {
            description: at ? `Você chegou às ${hourMinute(at)}. Bom trabalho!` : 'Bom trabalho!',
          });
          setCode('');
          onOpenChange(false);
        },
        onError: (failure) =>
          setError(failure instanceof ApiError ? failure.message : 'Não foi possível registrar. Tente de novo.'),
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(code.trim());
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !checkIn.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogTitle>Registrar chegada</DialogTitle>
        <DialogDescription>
          Digite o código de {CHECK_IN_CODE_LENGTH} números que aparece na tela do contratante de {item.title}, ou leia
          o QR code com a câmera.
        </DialogDescription>
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <Field label="Código do contratante" error={error ?? undefined}>
            <Input
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, CHECK_IN_CODE_LENGTH))}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={CHECK_IN_CODE_LENGTH}
              className="text-center font-mono text-2xl tracking-[0.4em]"
            />
          </Field>
          {scanning ? (
            <Suspense fallback={<p className="text-sm text-slate-600">Abrindo a câmera...</p>}>
              <QrScanner
                onCode={(read) => {
                  setScanning(false);
                  setCode(read);
                  submit(read);
                }}
                onCancel={() => setScanning(false)}
              />
            </Suspense>
          ) : (
            <Button type="button" variant="outline" onClick={() => setScanning(true)}>
              <Camera aria-hidden />
              Ler QR code
            </Button>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={checkIn.isPending}>
                Voltar
              </Button>
            </DialogClose>
            <Button type="submit" disabled={checkIn.isPending}>
              {checkIn.isPending ? 'Registrando...' : 'Confirmar chegada'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
