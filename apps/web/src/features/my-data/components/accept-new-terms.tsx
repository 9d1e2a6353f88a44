import { INTERNAL_MESSAGE } from '@vamos/shared/error-body';
import { MY_DATA_MESSAGES } from '@vamos/shared/consents';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAcceptConsents } from '../api/accept-consents';

/** 'Atualizamos nossos termos': the links to both documents, the box to tick, 'Aceitar e continuar'. */
export function AcceptNewTerms() {
  const accept = useAcceptConsents();
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checked) {
      setError(MY_DATA_MESSAGES.acceptRequired);
      return;
    }
    setError(undefined);
    accept.mutate(undefined, {
      onError: (failure) => setError(failure instanceof ApiError ? failure.message : INTERNAL_MESSAGE),
    });
  };
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h1 className="text-2xl font-extrabold text-slate-900">Atualizamos nossos termos</h1>
      <p className="text-sm text-slate-700">
        Para continuar usando o Vamos Trabalhar, leia e aceite as novas versões dos{' '}
        <Link to={paths.terms.getHref()} className="font-medium text-brand-800 underline">
          Termos de uso
        </Link>{' '}
        e da{' '}
        <Link to={paths.privacy.getHref()} className="font-medium text-brand-800 underline">
          Política de privacidade
        </Link>
        .
      </p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <div className="flex items-start gap-2">
          <Checkbox
            id="accept-new-terms"
            checked={checked}
            onCheckedChange={setChecked}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'accept-new-terms-error' : undefined}
          />
          <label htmlFor="accept-new-terms" className="text-sm text-slate-800">
            Li e aceito os Termos de uso e a Política de privacidade
          </label>
        </div>
        {error ? (
          <p id="accept-new-terms-error" role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <Button type="submit" className="self-start" disabled={accept.isPending}>
          Aceitar e continuar
        </Button>
      </form>
    </div>
  );
}
