import { LegalDocument } from '../components/legal-document';
import { LEGAL_UPDATED_AT } from '../content/updated-at';
import { TERMS_SECTIONS } from '../content/terms-sections';

/** /termos-de-uso */
export function TermsPage() {
  return (
    <LegalDocument
      title="Termos de Uso"
      updatedAt={LEGAL_UPDATED_AT}
      intro={
        <p>
          Estes termos regulam o uso do Vamos Trabalhar, a plataforma que conecta contratantes a freelancers para
          serviços em bares, restaurantes, buffets e eventos. Leia com atenção: eles explicam o que cada um pode esperar
          da plataforma e o que a plataforma espera de você.
        </p>
      }
      sections={TERMS_SECTIONS}
    />
  );
}
