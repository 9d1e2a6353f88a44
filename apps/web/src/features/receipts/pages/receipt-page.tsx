import { Link, useParams } from 'react-router';
import { ArrowLeft, Download, Printer } from 'lucide-react';
import { ERROR_MESSAGES } from '@vamos/shared/errors';
import { Button, buttonVariants } from '@/components/ui/button';
import { ListError } from '@/components/ui/list-error';
import { CardListSkeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useMe } from '@/lib/auth';
import { receiptPdfHref, useReceipt } from '../api/get-receipt';
import { ReceiptView } from '../components/receipt-view';

/**
 * Printed, the page is the receipt alone: the navigation, the floating buttons and these actions
 * are hidden, the receipt fills the sheet without its card's frame.
 */
const PRINT_STYLE = `@media print {
  body * { visibility: hidden; }
  [data-receipt], [data-receipt] * { visibility: visible; }
  [data-receipt] { position: absolute; top: 0; left: 0; width: 100%; border: 0; box-shadow: none; padding: 0; }
}`;

/** Back to where the person's receipts are listed: 'Meus ganhos' or 'Pagamentos'. */
function BackLink() {
  const me = useMe().data;
  if (!me) return null;
  const [to, label] =
    me.role === 'freelancer'
      ? [paths.freelancer.earnings.getHref(), 'Meus ganhos']
      : [paths.contractor.payments.getHref(), 'Pagamentos'];
  return (
    <Link
      to={to}
      className={buttonVariants({
        variant: 'link',
        size: 'sm',
        className: 'mr-auto basis-full justify-start px-0 min-[420px]:basis-auto',
      })}
    >
      <ArrowLeft aria-hidden />
      {label}
    </Link>
  );
}

/**
 * /recibos/:payoutId (issue 27, decision 0046): the receipt of a sent pay-out, for the freelancer it
 * paid and for the company whose job it paid, with 'Baixar PDF' and 'Imprimir'.
 */
export function ReceiptPage() {
  const { payoutId = '' } = useParams();
  const receipt = useReceipt(payoutId);
  const notFound = receipt.error instanceof ApiError && receipt.error.code === 'RECEIPT_NOT_FOUND';
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <title>{receipt.data ? `Recibo ${receipt.data.number} · Vamos Trabalhar` : 'Recibo · Vamos Trabalhar'}</title>
      <style>{PRINT_STYLE}</style>
      <div className="flex flex-wrap items-center justify-end gap-2">
        <BackLink />
        {receipt.data ? (
          <>
            <Button variant="outline" size="sm" onClick={() => window.print()}>
              <Printer aria-hidden />
              Imprimir
            </Button>
            <a href={receiptPdfHref(payoutId)} download className={buttonVariants({ size: 'sm' })}>
              <Download aria-hidden />
              Baixar PDF
            </a>
          </>
        ) : null}
      </div>
      {receipt.isPending ? (
        <CardListSkeleton label="Carregando o recibo" count={1} cardClassName="h-[36rem]" />
      ) : notFound ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center"
        >
          <p className="font-semibold text-slate-900">{ERROR_MESSAGES.RECEIPT_NOT_FOUND}</p>
          <p className="text-sm text-slate-600">
            O recibo existe depois que o PIX foi enviado, e só o freelancer e a empresa da vaga podem vê-lo.
          </p>
        </div>
      ) : receipt.isError ? (
        <ListError
          title="Não foi possível carregar o recibo."
          error={receipt.error}
          onRetry={() => void receipt.refetch()}
          retrying={receipt.isFetching}
        />
      ) : (
        <ReceiptView receipt={receipt.data} />
      )}
    </div>
  );
}
