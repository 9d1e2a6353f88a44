import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PAYOUT_STATUS_LABELS, type PayoutStatus } from '@vamos/shared/guaranteed-pay';
import { JOB_STATUS_LABELS, type JobStatus } from '@vamos/shared/job-statuses';
import { LEDGER_REASON_LABELS } from '@vamos/shared/schemas/payments';
import { ACCOUNT_STATUS_LABELS, MANAGED_ROLE_LABELS, type UserDetail } from '@vamos/shared/schemas/operator-users';
import { Badge } from '@/components/ui/badge';
import { ListError } from '@/components/ui/list-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatBrl, formatDate, formatDateTime } from '@/lib/format';
import { useUserDetail } from '../api/users';
import { AuditEntryCard } from '../components/audit-entry-card';
import { UserActions } from '../components/user-actions';
import { paymentKindLabel, paymentStatusLabel, stateLabel } from '../lib/operator-words';

const label = <T extends string>(labels: Record<T, string>, value: string) =>
  (labels as Record<string, string>)[value] ?? value;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`secao-${title}`} className="mt-8">
      <h2 id={`secao-${title}`} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">{children}</p>
  );
}

/** A list of rows, each a title line and a detail line: readable at 390 px, dense on a desktop. */
function Rows({ rows }: { rows: { key: string; title: ReactNode; detail: ReactNode; aside?: ReactNode }[] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {rows.map((row) => (
        <li key={row.key} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-3 text-sm">
          <div className="min-w-0">
            <p className="break-words font-semibold text-slate-900">{row.title}</p>
            <p className="break-words text-slate-600">{row.detail}</p>
          </div>
          {row.aside ? <div className="shrink-0 text-right font-semibold text-slate-900">{row.aside}</div> : null}
        </li>
      ))}
    </ul>
  );
}

function Profile({ detail }: { detail: UserDetail }) {
  const { user } = detail;
  const facts: [string, ReactNode][] = [
    ['E-mail', user.email],
    ['Telefone', user.phone ?? '—'],
    ['CPF', user.cpf ?? '—'],
    ...(user.role === 'contractor' ? [['CNPJ', user.cnpj ?? '—'] as [string, ReactNode]] : []),
    ...(user.company_name ? [['Empresa', user.company_name] as [string, ReactNode]] : []),
    ['Cidade', user.city ?? '—'],
    ['Cadastro', formatDate(user.created_at)],
    ...(user.role === 'freelancer' ? [['Moedas', String(detail.balances.coin)] as [string, ReactNode]] : []),
    ...(user.role === 'contractor' ? [['Créditos', String(detail.balances.credit)] as [string, ReactNode]] : []),
  ];
  return (
    <dl className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
      {facts.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{term}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function UserDetailView({ detail }: { detail: UserDetail }) {
  const { user, suspension } = detail;
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 className="min-w-0 break-words text-2xl font-bold tracking-tight text-slate-900">{user.name}</h1>
        <Badge variant="secondary">{MANAGED_ROLE_LABELS[user.role]}</Badge>
        <Badge variant={user.status === 'suspended' ? 'destructive' : 'success'}>
          {ACCOUNT_STATUS_LABELS[user.status]}
        </Badge>
      </div>
      {suspension ? (
        <p className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {suspension.own ? 'Conta suspensa' : 'A empresa desta conta está suspensa'} desde{' '}
          {formatDateTime(suspension.at)}
          {suspension.by ? ` por ${suspension.by}` : ''}. Motivo: {suspension.reason}
        </p>
      ) : null}

      <Section title="Perfil">
        <Profile detail={detail} />
      </Section>

      <Section title="Ações">
        <UserActions detail={detail} />
      </Section>

      {user.role === 'freelancer' ? (
        <Section title="Candidaturas e turnos">
          {detail.shifts.length === 0 ? (
            <Empty>Nenhuma candidatura.</Empty>
          ) : (
            <Rows
              rows={detail.shifts.map((s) => ({
                key: s.id,
                title: `${s.job_title} — ${s.company}`,
                detail: `${formatDate(s.service_date)} · candidatura em ${formatDateTime(s.applied_at)}`,
                aside: stateLabel(s.state),
              }))}
            />
          )}
        </Section>
      ) : (
        <Section title="Vagas">
          {detail.jobs.length === 0 ? (
            <Empty>Nenhuma vaga publicada.</Empty>
          ) : (
            <Rows
              rows={detail.jobs.map((j) => ({
                key: j.id,
                title: j.title,
                detail: `${formatDate(j.service_date)} · ${j.approved_count} de ${j.required_people} aprovado(s)`,
                aside: label<JobStatus>(JOB_STATUS_LABELS, j.status),
              }))}
            />
          )}
        </Section>
      )}

      <Section title="Moedas e créditos">
        {detail.ledger.length === 0 ? (
          <Empty>Nenhuma movimentação.</Empty>
        ) : (
          <Rows
            rows={detail.ledger.map((l) => ({
              key: l.id,
              title: LEDGER_REASON_LABELS[l.reason] ?? l.reason,
              detail: `${formatDateTime(l.at)} · saldo ${l.balance_after} ${l.currency === 'coin' ? 'moedas' : 'créditos'}`,
              aside: `${l.delta > 0 ? '+' : ''}${l.delta} ${l.currency === 'coin' ? 'moedas' : 'créditos'}`,
            }))}
          />
        )}
      </Section>

      <Section title="Pagamentos">
        {detail.payments.length === 0 ? (
          <Empty>Nenhum pagamento.</Empty>
        ) : (
          <Rows
            rows={detail.payments.map((p) => ({
              key: p.id,
              title: `${paymentKindLabel(p.kind)} · ${paymentStatusLabel(p.status)}`,
              detail: `PIX criado em ${formatDateTime(p.created_at)}${p.confirmed_at ? ` · confirmado em ${formatDateTime(p.confirmed_at)}` : ''}`,
              aside: formatBrl(p.amount_cents),
            }))}
          />
        )}
      </Section>

      {user.role === 'freelancer' ? (
        <Section title="Repasses">
          {detail.payouts.length === 0 ? (
            <Empty>Nenhum repasse de pagamento garantido.</Empty>
          ) : (
            <Rows
              rows={detail.payouts.map((p) => ({
                key: p.id,
                title: `${p.job_title} · ${label<PayoutStatus>(PAYOUT_STATUS_LABELS, p.status)}`,
                detail: p.sent_at
                  ? `Enviado em ${formatDateTime(p.sent_at)}`
                  : `Criado em ${formatDateTime(p.created_at)}`,
                aside: formatBrl(p.amount_cents),
              }))}
            />
          )}
        </Section>
      ) : null}

      <Section title="Auditoria">
        {detail.audit.length === 0 ? (
          <Empty>Nenhuma ação de operador sobre esta conta.</Empty>
        ) : (
          <ol className="flex flex-col gap-3">
            {detail.audit.map((entry) => (
              <li key={entry.id}>
                <AuditEntryCard entry={entry} heading="h3" />
              </li>
            ))}
          </ol>
        )}
      </Section>
    </>
  );
}

/** /operador/usuarios/:id: a user's page (decision 0050). */
export function UserPage() {
  const { id = '' } = useParams();
  const detail = useUserDetail(id);
  return (
    <>
      <Link
        to={paths.operator.users.getHref()}
        className="mb-4 inline-block text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
      >
        Voltar para Usuários
      </Link>
      {detail.isPending ? (
        <Spinner />
      ) : detail.error ? (
        <>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Usuário</h1>
          <div className="mt-4">
            <ListError
              title="Não foi possível carregar este usuário."
              error={detail.error}
              retrying={detail.isFetching}
              onRetry={() => void detail.refetch()}
            />
          </div>
        </>
      ) : (
        <UserDetailView detail={detail.data} />
      )}
    </>
  );
}
