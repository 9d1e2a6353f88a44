import { useEffect } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { SkipLink } from '@/components/layout/skip-link';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useOperatorSession } from '../api/get-operator-session';
import { useSignOutOperator } from '../api/sign-in-operator';

/** The screens that exist, in the nav's order. */
const NAV = [
  { to: paths.operator.dashboard.getHref(), label: 'Painel', end: false },
  { to: paths.operator.contests.getHref(), label: 'Contestações', end: true },
  { to: paths.operator.users.getHref(), label: 'Usuários', end: false },
  { to: paths.operator.jobs.getHref(), label: 'Vagas', end: false },
  { to: paths.operator.reports.getHref(), label: 'Denúncias', end: false },
  { to: paths.operator.payments.getHref(), label: 'Pagamentos', end: false },
  { to: paths.operator.audit.getHref(), label: 'Auditoria', end: false },
];

/** /operador's own layout (decision 0049): desktop-first, a wrapping nav that fits 390 px. */
export function OperatorLayout() {
  const session = useOperatorSession().data;
  const signOut = useSignOutOperator();
  const navigate = useNavigate();
  // The session ended (12 h, 30 minutes idle, signed out elsewhere): back to the operator's sign-in.
  useEffect(() => {
    if (session === null) void navigate(paths.operator.login.getHref(), { replace: true });
  }, [session, navigate]);
  return (
    <div className="min-h-dvh bg-slate-100">
      <SkipLink />
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <p className="text-lg font-bold">
            Vamos Trabalhar <span className="font-normal text-brand-100">· Operação</span>
          </p>
          <nav aria-label="Operação" className="order-last w-full sm:order-none sm:w-auto">
            <ul className="flex flex-wrap gap-1">
              {NAV.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    className={({ isActive }) =>
                      cn(
                        'inline-flex h-10 items-center rounded-lg px-3 text-sm font-semibold text-brand-50 hover:bg-brand-800',
                        isActive && 'bg-white text-brand-900 hover:bg-white',
                      )
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex min-w-0 items-center gap-3">
            {session ? <span className="truncate text-sm text-brand-100">{session.name}</span> : null}
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                signOut.mutate(undefined, {
                  onSettled: () => void navigate(paths.operator.login.getHref(), { replace: true }),
                })
              }
            >
              Sair
            </Button>
          </div>
        </div>
      </header>
      <main id="conteudo" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-6 outline-none">
        <Outlet />
      </main>
    </div>
  );
}
