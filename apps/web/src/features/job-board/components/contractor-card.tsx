import { freelancerGreeting, whatsAppChatUrl } from '@vamos/shared/whatsapp';
import { maskPhone, onlyDigits } from '@vamos/shared/masks';
import type { JobDetail } from '@vamos/shared/schemas/job-views';
import { Building2, Lock, Mail, Phone } from 'lucide-react';
import { WhatsAppChatLink } from '@/components/jobs/whatsapp-chat-link';
import { useMe } from '@/lib/auth';
import { ContractorRecord } from './contractor-record';
import { DetailSection } from './detail-section';

/** The contractor's contact, sent by the server only once I am approved on the job (spec 01 §2.5). */
export function ContractorCard({ job }: { job: JobDetail }) {
  const { contractor } = job;
  const me = useMe();
  const chat =
    contractor?.phone && me.data
      ? whatsAppChatUrl(
          contractor.phone,
          freelancerGreeting({
            to: contractor.full_name,
            from: me.data.full_name,
            jobTitle: job.title,
            serviceDate: job.service_date,
          }),
        )
      : null;
  return (
    <DetailSection title="Contratante" icon={Building2}>
      <p className="font-semibold text-slate-900">{job.company}</p>
      {contractor ? (
        <ul className="mt-3 flex flex-col gap-2 text-slate-800">
          <li>{contractor.full_name}</li>
          <li>
            <a
              href={`mailto:${contractor.email}`}
              className="inline-flex items-center gap-2 break-all text-brand-700 underline-offset-4 hover:underline"
            >
              <Mail className="size-4 shrink-0" aria-hidden />
              {contractor.email}
            </a>
          </li>
          {contractor.phone ? (
            <li>
              <a
                href={`tel:+55${onlyDigits(contractor.phone)}`}
                className="inline-flex items-center gap-2 text-brand-700 underline-offset-4 hover:underline"
              >
                <Phone className="size-4 shrink-0" aria-hidden />
                {maskPhone(contractor.phone)}
              </a>
            </li>
          ) : null}
          {chat && contractor ? (
            <li className="pt-1">
              <WhatsAppChatLink href={chat} name={contractor.full_name} />
            </li>
          ) : null}
        </ul>
      ) : (
        <p className="mt-3 flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <Lock className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
          Dados de contato disponíveis após aprovação na vaga
        </p>
      )}
      <ContractorRecord record={job.contractor_record} />
    </DetailSection>
  );
}
