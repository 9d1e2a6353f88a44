import { LegalDocument } from '../components/legal-document';
import { CANCELLATION_POLICY_SECTIONS } from '../content/cancellation-policy-sections';
import { LEGAL_UPDATED_AT } from '../content/updated-at';

/** /politica-de-cancelamento: the cancellation and attendance policy (issue 24), readable signed out. */
export function CancellationPolicyPage() {
  return (
    <LegalDocument
      title="Política de Cancelamento"
      updatedAt={LEGAL_UPDATED_AT}
      intro={
        <p>
          Um turno confirmado é um compromisso dos dois lados: o contratante conta com quem aprovou, e o freelancer
          conta com o turno que reservou. Estas regras valem para todos e são aplicadas automaticamente pela plataforma.
        </p>
      }
      sections={CANCELLATION_POLICY_SECTIONS}
    />
  );
}
