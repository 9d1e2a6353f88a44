import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';

/**
 * /esqueci-senha (spec 01 §2.2): an e-mail form, then a confirmation that does not reveal whether
 * the address is registered.
 */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [lastEmail, setLastEmail] = useState('');

  if (sentTo === null) {
    return (
      <AuthCard
        title="Esqueceu a senha?"
        description="Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha."
      >
        <ForgotPasswordForm
          defaultEmail={lastEmail}
          onSent={(email) => {
            setLastEmail(email);
            setSentTo(email);
          }}
        />
        <BackToLogin variant="ghost" />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Verifique seu e-mail">
      <SentConfirmation email={sentTo} onRetry={() => setSentTo(null)} />
    </AuthCard>
  );
}

function SentConfirmation({ email, onRetry }: { email: string; onRetry: () => void }) {
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => message.current?.focus(), []);
  return (
    <div className="flex flex-col gap-5">
      <div ref={message} tabIndex={-1} className="flex flex-col items-center gap-3 text-center outline-none">
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-800">
          <MailCheck className="size-7" aria-hidden />
        </span>
        <p className="text-slate-800">
          Se o e-mail <strong className="break-all">{email}</strong> estiver cadastrado, você receberá um link para
          redefinir sua senha.
        </p>
        <p className="text-sm text-slate-600">Não encontrou? Verifique também a pasta de spam ou lixo eletrônico.</p>
      </div>
      <BackToLogin variant="default" />
      <Button variant="ghost" onClick={onRetry}>
        Usar outro e-mail
      </Button>
    </div>
  );
}

function BackToLogin({ variant }: { variant: 'default' | 'ghost' }) {
  return (
    <Link to={paths.login.getHref()} className={buttonVariants({ variant, size: 'lg', className: 'mt-2 w-full' })}>
      <ArrowLeft aria-hidden />
      Voltar ao login
    </Link>
  );
}
