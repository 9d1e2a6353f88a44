import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ListError } from '@/components/ui/list-error';
import { Spinner } from '@/components/ui/spinner';
import { useOperatorCharges } from '../api/payments';
import { BalanceAdjustmentForm } from '../components/balance-adjustment-form';
import { ChargeItem } from '../components/charge-item';
import { PaymentFailuresSection } from '../components/payment-failures';

/** /operador/pagamentos (decision 0053): the charges, a refund, a balance adjustment, the failures. */
export function PaymentsPage() {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState({ q: '', page: 1 });
  const charges = useOperatorCharges(search);
  const pages = charges.data ? Math.max(1, Math.ceil(charges.data.total / charges.data.page_size)) : 1;

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Pagamentos</h1>
      <p className="mt-1 text-sm text-slate-600">
        Compras de moedas e planos com o status do provedor, estornos por PIX, ajustes de saldo e o dinheiro do
        pagamento garantido que não saiu.
      </p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby={`${id}-charges`} className="flex min-w-0 flex-col gap-3">
          <h2 id={`${id}-charges`} className="text-lg font-bold text-slate-900">
            Cobranças
          </h2>
          <form
            role="search"
            className="flex flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              setSearch({ q: typed.trim(), page: 1 });
            }}
          >
            <div className="flex min-w-0 flex-1 basis-60 flex-col gap-1.5">
              <Label htmlFor={`${id}-q`}>E-mail ou id da cobrança</Label>
              <Input id={`${id}-q`} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
            </div>
            <Button type="submit">Buscar</Button>
          </form>
          {charges.isPending ? (
            <Spinner />
          ) : charges.error ? (
            <ListError
              title="Não foi possível carregar as cobranças."
              error={charges.error}
              retrying={charges.isFetching}
              onRetry={() => void charges.refetch()}
            />
          ) : charges.data.charges.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
              {search.q ? 'Nenhuma cobrança encontrada para essa busca.' : 'Nenhuma cobrança ainda.'}
            </p>
          ) : (
            <>
              <p className="text-sm text-slate-600" aria-live="polite">
                {charges.data.total === 1 ? '1 cobrança' : `${charges.data.total} cobranças`}, das mais novas para as
                mais antigas.
              </p>
              <ul className="flex flex-col gap-3">
                {charges.data.charges.map((charge) => (
                  <ChargeItem key={charge.id} charge={charge} />
                ))}
              </ul>
              {pages > 1 ? (
                <nav aria-label="Páginas de cobranças" className="flex flex-wrap items-center gap-3">
                  <Button
                    variant="outline"
                    disabled={search.page <= 1}
                    onClick={() => setSearch((s) => ({ ...s, page: s.page - 1 }))}
                  >
                    Anterior
                  </Button>
                  <span className="text-sm text-slate-700">
                    Página {search.page} de {pages}
                  </span>
                  <Button
                    variant="outline"
                    disabled={search.page >= pages}
                    onClick={() => setSearch((s) => ({ ...s, page: s.page + 1 }))}
                  >
                    Próxima
                  </Button>
                </nav>
              ) : null}
            </>
          )}
        </section>
        <div className="flex min-w-0 flex-col gap-8">
          <BalanceAdjustmentForm />
          <PaymentFailuresSection />
        </div>
      </div>
    </>
  );
}
