import { MapPinCheck } from 'lucide-react';
import type { ContractorJobDetail } from '@vamos/shared/schemas/job-views';
import { CHECK_IN_OPENS_HOURS_BEFORE } from '@vamos/shared/check-in';
import { formatDate } from '@/lib/format';
import { useCheckInCode } from '../api/check-in-code';

/**
 * The job's check-in code of today and its QR code (issue 24), for a job with someone booked: the
 * freelancer types the code, or reads the QR code, in 'Cheguei'. Outside the window, when it opens.
 */
export function CheckInCodeCard({ job }: { job: ContractorJobDetail }) {
  const open = job.status !== 'cancelled' && job.status !== 'completed' && job.status !== 'closed';
  const booked = job.approved_count > 0;
  const code = useCheckInCode(job.id, open && booked);
  if (!open || !booked || !code.data) return null;
  const { data } = code;
  return (
    <section
      aria-labelledby="check-in-code-title"
      className="rounded-xl border border-brand-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="check-in-code-title" className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900">
        <MapPinCheck className="size-4 text-brand-700" aria-hidden />
        Código de check-in
      </h2>
      {data.code ? (
        <div className="flex flex-col items-center gap-3 text-center">
          <p
            aria-label={`Código de check-in: ${data.code.split('').join(' ')}`}
            className="font-mono text-4xl font-extrabold tracking-[0.3em] text-brand-900"
          >
            {data.code}
          </p>
          {data.qr_svg ? (
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(data.qr_svg)}`}
              alt={`QR code do check-in (código ${data.code})`}
              width={192}
              height={192}
              className="size-48"
            />
          ) : null}
          <p className="text-sm text-slate-600">
            Válido hoje{data.valid_on ? `, ${formatDate(data.valid_on)}` : ''}. Ao chegar, o freelancer toca em
            &apos;Cheguei&apos; e digita o código ou lê o QR code. O código muda todo dia.
          </p>
        </div>
      ) : (
        <p className="text-sm text-slate-600">
          O código aparece aqui {CHECK_IN_OPENS_HOURS_BEFORE} horas antes do início do turno, até o fim dele.
        </p>
      )}
    </section>
  );
}
