import { useId, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ACCOUNT_STATUS_LABELS, MANAGED_ROLE_LABELS, type UserSummary } from '@vamos/shared/schemas/operator-users';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ListError } from '@/components/ui/list-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { useUserSearch } from '../api/users';

function pageOf(value: string | null): number {
  const page = Number(value ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function UserRow({ user }: { user: UserSummary }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Link
          to={paths.operator.user.getHref(user.id)}
          className="min-w-0 break-words text-base font-bold text-brand-800 underline-offset-2 hover:underline"
        >
          {user.name}
        </Link>
        <Badge variant="secondary">{MANAGED_ROLE_LABELS[user.role]}</Badge>
        <Badge variant={user.status === 'suspended' ? 'destructive' : 'success'}>
          {ACCOUNT_STATUS_LABELS[user.status]}
        </Badge>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_1fr_1fr_1fr]">
        <div className="min-w-0">
          <dt className="sr-only">E-mail</dt>
          <dd className="break-all">{user.email}</dd>
        </div>
        <div className="min-w-0">
          <dt className="sr-only">{user.role === 'contractor' ? 'CNPJ' : 'CPF'}</dt>
          <dd>
            {user.role === 'contractor' ? 'CNPJ' : 'CPF'} {user.document ?? '—'}
          </dd>
        </div>
        {user.company_name ? (
          <div className="min-w-0">
            <dt className="sr-only">Empresa</dt>
            <dd className="break-words">{user.company_name}</dd>
          </div>
        ) : null}
        <div className="min-w-0">
          <dt className="sr-only">Cadastro</dt>
          <dd>Cadastro em {formatDate(user.created_at)}</dd>
        </div>
      </dl>
    </li>
  );
}

/** /operador/usuarios: search people by name, e-mail, CPF or CNPJ; newest sign-ups first, 20 a page (decision 0050). */
export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = pageOf(params.get('pagina'));
  const search = useUserSearch(q, page);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget as HTMLFormElement).get('q') ?? '');
    const next = new URL(paths.operator.users.getHref(text.trim()), window.location.origin);
    setParams(next.searchParams);
  };
  const goTo = (target: number) => new URL(paths.operator.users.getHref(q, target), window.location.origin).search;

  const data = search.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Usuários</h1>
      <p className="mt-1 text-sm text-slate-600">
        Freelancers, contratantes e gerentes, dos cadastros mais recentes aos mais antigos.
      </p>
      <form role="search" onSubmit={submit} className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <Label htmlFor={`${id}-q`}>Buscar por nome, e-mail, CPF ou CNPJ</Label>
          <Input key={q} id={`${id}-q`} name="q" type="search" defaultValue={q} maxLength={120} />
        </div>
        <Button type="submit">Buscar</Button>
      </form>
      <div className="mt-6" aria-live="polite">
        {search.isPending ? (
          <Spinner />
        ) : search.error ? (
          <ListError
            title="Não foi possível buscar os usuários."
            error={search.error}
            retrying={search.isFetching}
            onRetry={() => void search.refetch()}
          />
        ) : data && data.users.length === 0 ? (
          <p className="wrap-anywhere rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
            {q ? `Nenhum usuário encontrado para “${q}”.` : 'Nenhum usuário cadastrado ainda.'}
          </p>
        ) : data ? (
          <>
            <p className="wrap-anywhere text-sm text-slate-600">
              {data.total === 1 ? '1 usuário' : `${data.total} usuários`}
              {q ? ` para “${q}”` : ''}
            </p>
            <ul className="mt-3 flex flex-col gap-3">
              {data.users.map((user) => (
                <UserRow key={user.id} user={user} />
              ))}
            </ul>
          </>
        ) : null}
      </div>
      {data && pages > 1 ? (
        <nav aria-label="Páginas" className="mt-6 flex flex-wrap items-center justify-between gap-3">
          {page > 1 ? (
            <Link className={buttonVariants({ variant: 'outline' })} to={goTo(page - 1)}>
              Anterior
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-slate-700">
            Página {page} de {pages}
          </span>
          {page < pages ? (
            <Link className={buttonVariants({ variant: 'outline' })} to={goTo(page + 1)}>
              Próxima
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  );
}
