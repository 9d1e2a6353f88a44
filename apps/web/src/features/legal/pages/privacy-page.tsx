import { LegalDocument } from '../components/legal-document';
import { PRIVACY_SECTIONS } from '../content/privacy-sections';
import { LEGAL_UPDATED_AT } from '../content/updated-at';

/** /politica-privacidade */
export function PrivacyPage() {
  return (
    <LegalDocument
      title="Política de Privacidade"
      updatedAt={LEGAL_UPDATED_AT}
      intro={
        <p>
          Esta política explica, de forma direta, quais dados pessoais o Vamos Trabalhar coleta, para que os usa, com
          quem os compartilha e como você exerce seus direitos, conforme a Lei Geral de Proteção de Dados Pessoais (Lei
          nº 13.709/2018, a LGPD).
        </p>
      }
      sections={PRIVACY_SECTIONS}
    />
  );
}
