import { IdCard, Lock, Mail, Phone } from 'lucide-react';
import { maskCpf, maskPhone } from '@vamos/shared/masks';
import type { FreelancerContact } from '@vamos/shared/schemas/job-views';

/** E-mail, phone and CPF once the freelancer is approved on one of my jobs; otherwise why not. */
export function ContactBlock({ contact }: { contact: FreelancerContact | null }) {
  return (
    <section
      aria-labelledby="contact-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="contact-title" className="mb-3 text-base font-semibold text-slate-900">
        Dados de contato
      </h2>
      {contact ? (
        <dl className="flex flex-col gap-3 text-sm">
          <div className="flex items-center gap-3">
            <Mail className="size-4 shrink-0 text-brand-700" aria-hidden />
            <dt className="sr-only">E-mail</dt>
            <dd>
              <a href={`mailto:${contact.email}`} className="font-medium break-all text-brand-700 hover:underline">
                {contact.email}
              </a>
            </dd>
          </div>
          {contact.phone ? (
            <div className="flex items-center gap-3">
              <Phone className="size-4 shrink-0 text-brand-700" aria-hidden />
              <dt className="sr-only">Telefone</dt>
              <dd>
                <a href={`tel:+55${contact.phone}`} className="font-medium text-brand-700 hover:underline">
                  {maskPhone(contact.phone)}
                </a>
              </dd>
            </div>
          ) : null}
          {contact.cpf ? (
            <div className="flex items-center gap-3">
              <IdCard className="size-4 shrink-0 text-brand-700" aria-hidden />
              <dt className="sr-only">CPF</dt>
              <dd className="font-medium text-slate-900">{maskCpf(contact.cpf)}</dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p className="flex items-start gap-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <Lock className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
          Dados de contato disponíveis após a aprovação do freelancer.
        </p>
      )}
    </section>
  );
}
