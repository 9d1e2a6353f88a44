import { useEffect, useRef, useState } from 'react';
import type { Payment } from '@vamos/shared/schemas/payments';
import { usePayment } from '@/api/payments';

/**
 * Follows the latest pending charge after it leaves the page (the coins' pending card, the
 * contractor's plan): when it turns out confirmed (webhook, 'Verificar', another tab, the dev
 * page…), `onConfirmed` runs once.
 */
export function useChargeOutcome(
  pending: Payment | null | undefined,
  onConfirmed: (payment: Payment) => void | Promise<void>,
) {
  const [tracked, setTracked] = useState<Payment | null>(null);
  if (pending && pending.id !== tracked?.id) setTracked(pending);
  const { data } = usePayment(tracked);
  const notified = useRef<string | null>(null);
  const callback = useRef(onConfirmed);
  useEffect(() => {
    callback.current = onConfirmed;
  });
  useEffect(() => {
    if (data?.status === 'confirmed' && notified.current !== data.id) {
      notified.current = data.id;
      void callback.current(data);
    }
  }, [data]);
}
