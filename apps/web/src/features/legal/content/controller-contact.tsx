import { useDataController } from '@/lib/app-config';
import { SupportLink } from './support-link';

/** Who controls the data and how to reach the DPO (the deployment's COMPANY_LEGAL_NAME, COMPANY_CNPJ, DPO_EMAIL). */
export function ControllerContact() {
  const controller = useDataController();
  if (!controller) {
    return (
      <p>
        O Vamos Trabalhar é o controlador dos seus dados pessoais. Para falar com o encarregado pelo tratamento de dados
        (DPO), use o <SupportLink />.
      </p>
    );
  }
  return (
    <>
      <p>
        O controlador dos seus dados pessoais é <strong>{controller.legalName}</strong>, CNPJ {controller.cnpj}.
      </p>
      <p>
        Encarregado pelo tratamento de dados (DPO): <a href={`mailto:${controller.dpoEmail}`}>{controller.dpoEmail}</a>.
        Para dúvidas sobre esta política, você também pode usar o <SupportLink />.
      </p>
    </>
  );
}
