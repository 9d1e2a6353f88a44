import { Building2, Info } from 'lucide-react';
import { maskCnpj, maskPhone } from '@vamos/shared/masks';
import type { OwnProfile } from '@vamos/shared/schemas/profile';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { StoredImage } from '@/components/ui/stored-image';
import type { Me } from '@/lib/auth';

type Row = { label: string; value: string | null };

function Details({ rows }: { rows: Row[] }) {
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-2">
      {rows.map(({ label, value }) => (
        <div key={label} className="flex min-w-0 flex-col gap-0.5">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className={value ? 'break-words text-slate-900' : 'text-slate-500'}>{value || 'Não informado'}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The profile of a company's manager (decision 0040): their own name and e-mail, and the company's
 * data as its owner keeps them, to read only (every change of the profile is the owner's).
 */
export function ManagerProfile({ me, profile }: { me: Me; profile: OwnProfile }) {
  const company = profile.company_name ?? me.company_name ?? '';
  return (
    <>
      <p className="flex items-start gap-2 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-brand-900">
        <Info className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
        <span>Você é gerente de {company}. Só o titular altera os dados da empresa.</span>
      </p>
      <Card>
        <CardHeader>
          <CardTitle>Dados Pessoais</CardTitle>
        </CardHeader>
        <CardContent>
          <Details
            rows={[
              { label: 'Nome completo', value: me.full_name },
              { label: 'E-mail', value: me.email },
            ]}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Dados Empresariais</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <span className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-100 text-slate-500">
            {profile.company_logo_url ? (
              <StoredImage
                url={profile.company_logo_url}
                folder="logos"
                variant="sm"
                alt="Logo da empresa"
                className="size-full object-contain"
              />
            ) : (
              <Building2 className="size-12" aria-hidden />
            )}
          </span>
          <Details
            rows={[
              { label: 'Nome fantasia', value: profile.company_name },
              { label: 'Razão social', value: profile.company_legal_name },
              { label: 'Setor', value: profile.company_sector },
              { label: 'CNPJ', value: profile.cnpj && maskCnpj(profile.cnpj) },
              { label: 'Telefone da empresa', value: profile.company_phone && maskPhone(profile.company_phone) },
              { label: 'E-mail da empresa', value: profile.company_email },
            ]}
          />
        </CardContent>
      </Card>
    </>
  );
}
