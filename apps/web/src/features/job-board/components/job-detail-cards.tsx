import { genderLabel } from '@vamos/shared/gender';
import { segmentLabel } from '@vamos/shared/segments';
import { maskCep } from '@vamos/shared/masks';
import type { JobDetail } from '@vamos/shared/schemas/job-views';
import { ClipboardList, FileText, MapPin } from 'lucide-react';
import { formatBrl } from '@/lib/format';
import { JobCost } from './job-cost';
import { DetailSection, InfoList } from './detail-section';

export function DescriptionCard({ job }: { job: JobDetail }) {
  return (
    <DetailSection title="Descrição" icon={FileText}>
      <p className="whitespace-pre-line text-slate-700">{job.description.trim() || 'Sem descrição.'}</p>
    </DetailSection>
  );
}

/** Vestimentas, value, segment, gender preference and the application cost (spec 01 §2.5). */
export function RequirementsCard({ job }: { job: JobDetail }) {
  return (
    <DetailSection title="Requisitos" icon={ClipboardList}>
      <InfoList
        items={[
          { label: 'Vestimentas', value: job.requirements?.trim() || 'Não especificado' },
          { label: 'Valor', value: formatBrl(job.salary_cents) },
          { label: 'Segmento', value: segmentLabel(job.segment) },
          { label: 'Preferência de gênero', value: genderLabel(job.gender_preference) },
          { label: 'Lanche no local', value: job.lanche_no_local ? 'Sim' : 'Não' },
          { label: 'Custo da candidatura', value: <JobCost coins={job.application_cost} className="text-base" /> },
        ]}
      />
    </DetailSection>
  );
}

export function AddressCard({ job }: { job: JobDetail }) {
  const { address } = job;
  return (
    <DetailSection title="Endereço" icon={MapPin}>
      {address ? (
        <InfoList
          items={[
            {
              label: 'Rua',
              value:
                [address.street, address.number].filter(Boolean).join(', ') +
                (address.complement ? ` – ${address.complement}` : ''),
            },
            { label: 'Bairro', value: address.neighborhood },
            { label: 'Cidade', value: `${address.city} - ${address.state}` },
            { label: 'CEP', value: maskCep(address.cep) },
          ]}
        />
      ) : (
        <p className="text-slate-700">{job.location}</p>
      )}
    </DetailSection>
  );
}
