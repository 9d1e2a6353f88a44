import { Download, FileText } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/auth';
import { ConsentsSection } from '../components/consents-section';
import { DeleteAccountSection } from '../components/delete-account-section';

/** Served by the API (privacy.routes.ts): the JSON file and the page to read and print. */
const EXPORT_URL = '/api/me/data';
const SUMMARY_URL = '/api/me/data/summary';

/**
 * `/meus-dados` (LGPD Art. 18–19, decision 0051), for freelancers and contractors: download everything
 * held about you, see your consents, delete your account.
 */
export function MyDataPage() {
  const me = useMe();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-extrabold text-slate-900">Meus dados</h1>
        <p className="text-sm text-slate-600">
          Seus direitos pela Lei Geral de Proteção de Dados (LGPD): ver tudo o que guardamos sobre você, levar seus
          dados e excluir sua conta.
        </p>
      </div>
      <section
        aria-labelledby="export-title"
        className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <h2 id="export-title" className="text-lg font-bold text-slate-900">
          Baixar meus dados
        </h2>
        <p className="text-sm text-slate-600">
          Perfil, vagas, candidaturas, agenda, avaliações dadas e recebidas, extrato, pagamentos, notificações,
          consentimentos e sessões: um arquivo JSON com tudo, gerado agora, e um resumo para ler ou imprimir (ou salvar
          em PDF pelo navegador).
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <a href={EXPORT_URL} download className={buttonVariants({ variant: 'default' })}>
            <Download aria-hidden />
            Baixar meus dados (JSON)
          </a>
          <a href={SUMMARY_URL} target="_blank" rel="noopener" className={buttonVariants({ variant: 'outline' })}>
            <FileText aria-hidden />
            Ver resumo para imprimir
          </a>
        </div>
      </section>
      <ConsentsSection />
      {!me.data ? (
        <Spinner label="Carregando..." />
      ) : me.data.company_role === 'manager' ? (
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
          Você é gerente de {me.data.company_name ?? 'uma empresa'}: quem remove seu acesso é o titular da empresa, em
          Gerentes. Seus dados pessoais de gerente estão no arquivo acima.
        </p>
      ) : (
        <DeleteAccountSection role={me.data.role} />
      )}
    </div>
  );
}
