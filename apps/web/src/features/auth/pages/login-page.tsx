import { Link, useSearchParams } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

/** /login (spec 01 §2.2): e-mail and password, 'Esqueceu a senha?', 'Criar conta'. */
export function LoginPage() {
  // Creating an account instead comes back to the same page afterwards.
  const next = useSearchParams()[0].get('next') ?? undefined;
  return (
    <AuthCard title="Entrar" description="Acesse sua conta para encontrar vagas ou contratar profissionais.">
      <LoginForm />
      <div className="mt-6 flex flex-col gap-3 border-t border-slate-200 pt-6 text-center">
        <p className="text-sm text-slate-600">Ainda não tem uma conta?</p>
        <Link to={paths.signup.getHref(next)} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          Criar conta
        </Link>
      </div>
    </AuthCard>
  );
}
