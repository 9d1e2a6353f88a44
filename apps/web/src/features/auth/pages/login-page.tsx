import { Link, useSearchParams } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

/** /login (spec 01 §2.2): e-mail and password, 'Esqueceu a senha?', 'Criar conta'. */
export function LoginPage() {
  // Creating an account instead comes back to the same page afterwards.
  const [params] = useSearchParams();
  const next = params.get('next') ?? undefined;
  return (
    <AuthCard title="Entrar" description="Acesse sua conta para encontrar vagas ou contratar profissionais.">
      {params.get('conta') === 'excluida' ? (
        <p
          role="status"
          className="mb-4 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
        >
          Sua conta foi excluída e seus dados pessoais foram apagados.
        </p>
      ) : null}
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
