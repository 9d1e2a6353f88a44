import type { ReactNode } from 'react';
import { ClipboardList, MapPin } from 'lucide-react';
import { genderLabel } from '@vamos/shared/gender';
import { segmentLabel } from '@vamos/shared/segments';
import { maskCep } from '@vamos/shared/masks';
import type { ContractorJobDetail } from '@vamos/shared/schemas/job-views';
import { formatBrl } from '@/lib/format';

function InfoCard({ title, icon: Icon, children }: { title: string; icon: typeof MapPin; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900">
        <Icon className="size-4 text-brand-700" aria-hidden />
        {title}
      </h2>
      <dl className="grid grid-cols-2 gap-3 text-sm">{children}</dl>
    </section>
  );
}

function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2' : 'min-w-0'}>
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-medium break-words text-slate-900">{children || '—'}</dd>
    </div>
  );
}

/** Requirements (meal, value, dress code, segment, gender) of spec 02 "Contractor job details". */
export function RequirementsCard({ job }: { job: ContractorJobDetail }) {
  return (
    <InfoCard title="Requisitos" icon={ClipboardList}>
      <Item label="Valor">{formatBrl(job.salary_cents)}</Item>
      <Item label="Lanche no local">{job.lanche_no_local ? 'Sim' : 'Não'}</Item>
      <Item label="Divulgação">{job.is_public ? 'Pública' : 'Só para freelancers com conta'}</Item>
      <Item label="Segmento">{segmentLabel(job.segment)}</Item>
      <Item label="Preferência de gênero">{genderLabel(job.gender_preference)}</Item>
      <Item label="Vestimentas" wide>
        {job.requirements}
      </Item>
    </InfoCard>
  );
}

/** The service address (CEP, city, neighbourhood, street, number, complement). */
export function AddressCard({ job }: { job: ContractorJobDetail }) {
  const address = job.address;
  return (
    <InfoCard title="Endereço" icon={MapPin}>
      <Item label="CEP">{address ? maskCep(address.cep) : ''}</Item>
      <Item label="Cidade">{`${address?.city || job.city} - ${address?.state || job.state}`}</Item>
      <Item label="Bairro">{address?.neighborhood}</Item>
      <Item label="Rua">{address?.street}</Item>
      <Item label="Número">{address?.number}</Item>
      <Item label="Complemento">{address?.complement}</Item>
    </InfoCard>
  );
}
