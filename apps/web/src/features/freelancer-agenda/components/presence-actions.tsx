import { CONFIRM_SHIFT_PARAM } from '@vamos/shared/notifications';
import type { FreelancerAgendaItem } from '@vamos/shared/schemas/agenda';
import { CalendarCheck, MapPinCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { LazyDialog, lazyWithPreload, preloadOn } from '@/components/ui/lazy-dialog';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { hourMinute, parseDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useConfirmShift } from '../api/presence';

const checkInDialog = lazyWithPreload(async () => (await import('./check-in-dialog')).CheckInDialog);

/** 'HH:mm' of an instant, in the phone's time. */
const timeOf = (iso: string | null) => (iso ? hourMinute(parseDate(iso) ?? new Date(iso)) : null);

/** What the card says of the freelancer's presence: confirmed, arrived at. */
function PresenceNote({ item }: { item: FreelancerAgendaItem }) {
  const arrived = timeOf(item.presence.checked_in_at);
  if (arrived) return <p className="text-sm font-semibold text-emerald-800">Chegada registrada às {arrived}</p>;
  if (item.presence.confirmed_at) return <p className="text-sm font-semibold text-emerald-800">Presença confirmada</p>;
  return null;
}

/**
 * 'Vou comparecer' (before the start; the day-before reminder leads here with `?confirmar=`, and its
 * card's button is focused) and 'Cheguei' (from 2 h before the start, with the contractor's code),
 * each where the server says it may be used (`can`).
 */
export function PresenceActions({ item }: { item: FreelancerAgendaItem }) {
  const [params] = useSearchParams();
  const [checkingIn, setCheckingIn] = useState(false);
  const confirm = useConfirmShift();
  const asked = params.get(CONFIRM_SHIFT_PARAM) === item.id;
  const confirmButton = useRef<HTMLButtonElement>(null);
  // The reminder's link came for this button: it is brought into view and focused, once.
  useEffect(() => {
    if (!asked || !confirmButton.current) return;
    confirmButton.current.scrollIntoView?.({ block: 'center' });
    confirmButton.current.focus();
  }, [asked]);
  const { can } = item;
  if (!can.confirm && !can.check_in && !item.presence.confirmed_at && !item.presence.checked_in_at) return null;

  const onConfirm = () =>
    confirm.mutate(item.id, {
      onSuccess: () =>
        toast.success('Presença confirmada!', { description: 'O contratante vê sua confirmação na vaga.' }),
      onError: (error) =>
        toast.error('Não foi possível confirmar', {
          description: error instanceof ApiError ? error.message : 'Tente novamente em instantes.',
        }),
    });

  return (
    <div className="flex flex-col gap-2">
      <PresenceNote item={item} />
      {can.confirm || can.check_in ? (
        <div className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2">
          {can.confirm ? (
            <Button
              variant={asked ? 'default' : 'secondary'}
              className={cn(asked && 'ring-2 ring-brand-300 ring-offset-2')}
              ref={confirmButton}
              disabled={confirm.isPending}
              onClick={onConfirm}
            >
              <CalendarCheck aria-hidden />
              {confirm.isPending ? 'Confirmando...' : 'Vou comparecer'}
              <span className="sr-only"> a {item.title}</span>
            </Button>
          ) : null}
          {can.check_in ? (
            <Button onClick={() => setCheckingIn(true)} {...preloadOn(checkInDialog)}>
              <MapPinCheck aria-hidden />
              Cheguei
              <span className="sr-only"> em {item.title}</span>
            </Button>
          ) : null}
        </div>
      ) : null}
      <LazyDialog dialog={checkInDialog} open={checkingIn} onOpenChange={setCheckingIn} item={item} />
    </div>
  );
}
