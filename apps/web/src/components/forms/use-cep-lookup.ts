import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { toast } from '@/lib/toast';
import { FORM_ERROR_TEXTS } from '@vamos/shared/form-error-texts';
import { onlyDigits } from '@vamos/shared/masks';
import { lookupCep } from '@/api/address';
import { ApiError } from '@/lib/api-client';

/** Spec 01 §3 and spec 02 §8 "CEP". */
const CEP_TOASTS = {
  found: 'Endereço encontrado!',
  notFoundTitle: FORM_ERROR_TEXTS.CEP_NOT_FOUND,
  notFound: 'Por favor, verifique o CEP digitado.',
  failedTitle: 'Erro ao buscar CEP',
  failed: FORM_ERROR_TEXTS.CEP_LOOKUP_FAILED,
} as const;

/** The address fields a found CEP fills. */
export type CepFilledField = 'state' | 'city' | 'neighborhood' | 'street';

/**
 * The CEP lookup of every address form: spread `cepInputProps(register('cep'))` on the CEP input;
 * at 8 digits (and not the CEP just found) the address is looked up once — a newer CEP aborts
 * the older lookup — and `fill` receives each of its non-empty fields, with a toast; attach `numberInputRef` to 'Número',
 * which takes the focus after a found address while it is empty. A CEP not found toasts and is
 * not asked again until it changes; a failed lookup may be retried with the same CEP.
 */
export function useCepLookup(fill: (field: CepFilledField, value: string) => void) {
  const [searching, setSearching] = useState(false);
  const lastLookup = useRef<string | null>(null);
  const pending = useRef<AbortController | null>(null);
  const numberInputRef = useRef<HTMLInputElement | null>(null);
  const onFound = useRef(fill);
  useEffect(() => {
    onFound.current = fill;
  });
  useEffect(() => () => pending.current?.abort(), []);

  async function search(value: string) {
    const digits = onlyDigits(value);
    if (digits.length !== 8) {
      lastLookup.current = null;
      return;
    }
    if (digits === lastLookup.current) return;
    lastLookup.current = digits;
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setSearching(true);
    try {
      const address = await lookupCep(digits, controller.signal);
      // The state first: a city is only valid in its state.
      const found: [CepFilledField, string][] = [
        ['state', address.state.toUpperCase()],
        ['city', address.city],
        ['neighborhood', address.neighborhood],
        ['street', address.street],
      ];
      for (const [field, text] of found) if (text.trim() !== '') onFound.current(field, text);
      toast.success(CEP_TOASTS.found);
      if (numberInputRef.current && numberInputRef.current.value === '') numberInputRef.current.focus();
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof ApiError && error.code === 'CEP_NOT_FOUND') {
        toast.error(CEP_TOASTS.notFoundTitle, { description: CEP_TOASTS.notFound });
      } else {
        lastLookup.current = null;
        toast.error(CEP_TOASTS.failedTitle, { description: CEP_TOASTS.failed });
      }
    } finally {
      if (pending.current === controller) {
        pending.current = null;
        setSearching(false);
      }
    }
  }

  /** The CEP input's props: its registration, looking the address up on each change. */
  function cepInputProps<R extends { onChange: (event: ChangeEvent<HTMLInputElement>) => unknown }>(registration: R) {
    return {
      'aria-busy': searching || undefined,
      ...registration,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        void registration.onChange(event);
        void search(event.target.value);
      },
    };
  }

  return { searching, cepInputProps, numberInputRef };
}
