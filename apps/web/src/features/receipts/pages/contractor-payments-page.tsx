import { useSearchParams } from 'react-router';
import { MonthSwitcher } from '@/components/ui/month-switcher';
import { currentMonth, isMonth } from '@/lib/months';
import { ReceiptsSection } from '../components/receipts-section';
import { ShiftPaymentsSection } from '../components/shift-payments-section';

/** The month in the address (`?mes=yyyy-MM`), or this month: none after it. */
function useShownMonth(): [string, string, (month: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const latest = currentMonth();
  const asked = searchParams.get('mes');
  const month = isMonth(asked) && asked <= latest ? asked : latest;
  const show = (next: string) => setSearchParams(next === latest ? {} : { mes: next });
  return [month, latest, show];
}

/**
 * /contractor/pagamentos: 'Pagamentos' (issue 27), the owner's and the managers'. For the chosen
 * month: its sums and every PIX paid for a guaranteed-pay place with where its money is ('Pagamentos
 * de vagas'), then the receipts of the PIX sent to freelancers and the month as CSV (decision 0046).
 */
export function ContractorPaymentsPage() {
  const [month, latest, show] = useShownMonth();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <title>Pagamentos · Vamos Trabalhar</title>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Pagamentos</h1>
        <p className="text-sm text-slate-600">
          O que você pagou por PIX nas vagas com Pagamento garantido, onde está cada pagamento e os recibos, mês a mês.
        </p>
      </div>
      <MonthSwitcher month={month} latest={latest} onChange={show} />
      <ShiftPaymentsSection month={month} />
      <ReceiptsSection month={month} />
    </div>
  );
}
