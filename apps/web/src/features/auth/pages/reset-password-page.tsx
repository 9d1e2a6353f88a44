import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, LinkIcon } from 'lucide-react';
import { toast } from '@/lib/toast';
import { ERROR_MESSAGES } from '@vamos/shared/errors';
import { buttonVariants } from '@/components/ui/button';
import { homeOf, paths, type Role } from '@/config/paths';
import { meQueryOptions, POST_LOGIN_REDIRECT_FLAG } from '@/lib/auth';
import type { ResetPasswordResult } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';
import { RESET_PASSWORD_TEXT } from '../lib/auth-messages';

/** spec 01 §2.9: the success screen stays 2 s before the redirect. */
const REDIRECT_AFTER_RESET_MS = 2000;

function isRole(value: string | null): value is Role {
  return value === 'freelancer' || value === 'contractor';
}

/**
 * Where to go once the password is reset. The spec sends the user to their area by role
 * (freelancer → /freelancer/jobs, contractor → /contractor/jobs, otherwise /), but the server
 * revokes every earlier session of the account on reset, so that area would bounce a signed-out
 * user to the login page without a word. We ask the server who is signed in: if a session
 * exists (our server opens a fresh one with the reset), go straight to the role's area; otherwise
 * go to the login page with a 'Sucesso!' toast and `?next=` set to the role's area, so that
 * signing in with the new password ends exactly where the spec wants.
 */
function useRedirectAfterReset(result: ResetPasswordResult | null) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!result) return;
    let cancelled = false;
    const redirect = async () => {
      const me = await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 }).catch(() => null);
      if (cancelled) return;
      if (me) {
        try {
          sessionStorage.setItem(POST_LOGIN_REDIRECT_FLAG, '1');
        } catch {
          // Storage unavailable: the redirect still happens.
        }
        void navigate(homeOf(me.role), { replace: true });
        return;
      }
      toast.success(RESET_PASSWORD_TEXT.successTitle, { description: RESET_PASSWORD_TEXT.success });
      // An operator (decision 0048) signs in at their own door, with the second factor.
      if (result.role === 'operator') {
        void navigate(paths.operator.login.getHref(), { replace: true });
        return;
      }
      const next = isRole(result.role) ? homeOf(result.role) : undefined;
      void navigate(paths.login.getHref(next), { replace: true });
    };
    const timer = window.setTimeout(() => void redirect(), REDIRECT_AFTER_RESET_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [result, navigate, queryClient]);
}

/** /reset-password?token=… (spec 01 §2.9), opened from the e-mailed link. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [invalidToken, setInvalidToken] = useState(false);
  const [result, setResult] = useState<ResetPasswordResult | null>(null);
  useRedirectAfterReset(result);

  if (result) return <ResetDone />;
  if (token === '' || invalidToken) return <InvalidLink />;
  return (
    <AuthCard title="Criar nova senha" description="Escolha uma senha nova para acessar sua conta.">
      <ResetPasswordForm token={token} onDone={setResult} onInvalidToken={() => setInvalidToken(true)} />
    </AuthCard>
  );
}

function ResetDone() {
  const status = useRef<HTMLDivElement>(null);
  useEffect(() => status.current?.focus(), []);
  return (
    <AuthCard title={RESET_PASSWORD_TEXT.doneTitle}>
      <div
        ref={status}
        tabIndex={-1}
        role="status"
        className="flex flex-col items-center gap-3 text-center outline-none"
      >
        <span className="flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
          <CircleCheck className="size-7" aria-hidden />
        </span>
        <p className="text-slate-800">{RESET_PASSWORD_TEXT.success}</p>
        <p className="text-sm text-slate-600">Redirecionando...</p>
      </div>
    </AuthCard>
  );
}

function InvalidLink() {
  return (
    <AuthCard title="Link inválido">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-700">
          <LinkIcon className="size-7" aria-hidden />
        </span>
        <p role="alert" className="text-slate-800">
          {ERROR_MESSAGES.INVALID_RESET_TOKEN}
        </p>
        <p className="text-sm text-slate-600">
          Por segurança, cada link vale por 1 hora e pode ser usado uma única vez.
        </p>
      </div>
      <div className="mt-6 flex flex-col gap-2">
        <Link to={paths.forgotPassword.getHref()} className={buttonVariants({ size: 'lg' })}>
          Solicitar novo link
        </Link>
        <Link to={paths.login.getHref()} className={buttonVariants({ variant: 'ghost', size: 'lg' })}>
          Voltar ao login
        </Link>
      </div>
    </AuthCard>
  );
}
