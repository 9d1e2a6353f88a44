import {
  APPLICATION_COST_RULE,
  APPROVAL_CREDITS,
  COIN_PACKAGES,
  coins,
  credits,
  FREE_PLAN_CREDITS,
  JOB_PUBLISH_CREDITS,
  PIX_CHARGE_EXPIRY_HOURS,
  PLAN_PERIOD_DAYS,
  PLANS,
  SIGNUP_BONUS_COINS,
} from '@vamos/shared/pricing';
import {
  DEFAULT_GUARANTEED_PAY_FEE_PERCENT,
  DEFAULT_LATE_CANCEL_SHARE_PERCENT,
  FUNDING_HOLD_MINUTES,
  RELEASE_AFTER_SHIFT_HOURS,
} from '@vamos/shared/guaranteed-pay';
import { CONTEST_WINDOW_HOURS, LATE_CANCELLATION_HOURS } from '@vamos/shared/cancellation-policy';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { LegalSection } from '../components/legal-document';
import { formatBrl } from '@/lib/format';
import { SupportLink } from './support-link';

const paidPlans = PLANS.filter((plan) => plan.priceCents !== null && plan.priceCents > 0);
const freePlan = PLANS.find((plan) => plan.id === 'free');

/**
 * Terms of use (spec 01 §2.10): acceptance, service, accounts, duties, guaranteed pay (issue 27),
 * fees, privacy, liability, changes, contact.
 */
export const TERMS_SECTIONS: LegalSection[] = [
  {
    id: 'aceitacao',
    title: 'Aceitação dos termos',
    body: (
      <>
        <p>
          Ao criar uma conta, marcar a caixa de aceite no cadastro ou usar a plataforma, você declara que leu, entendeu
          e concorda com estes Termos de Uso e com a nossa{' '}
          <Link to={paths.privacy.getHref()}>Política de Privacidade</Link>. Se não concordar, não use a plataforma.
        </p>
        <p>
          Para ter uma conta é preciso ter 18 anos ou mais e plena capacidade civil. Quem se cadastra em nome de uma
          empresa declara ter poderes para representá-la e aceitar estes termos em nome dela.
        </p>
      </>
    ),
  },
  {
    id: 'servico',
    title: 'Descrição do serviço',
    body: (
      <>
        <p>
          O Vamos Trabalhar é uma plataforma on-line que aproxima empresas e organizadores de eventos
          (&ldquo;contratantes&rdquo;) de profissionais autônomos (&ldquo;freelancers&rdquo;) para serviços de curta
          duração em bares, restaurantes, buffets e eventos, como garçom, segurança, bartender, churrasqueiro, limpeza,
          recepção e atendimento.
        </p>
        <p>
          Os contratantes publicam vagas com data, horário, local, valor e requisitos; os freelancers se candidatam; o
          contratante escolhe e aprova quem vai trabalhar; depois do serviço, os dois lados se avaliam.
        </p>
        <p>
          Nós intermediamos o encontro entre as partes. Não somos empregadores, agência de emprego nem parte do acordo
          de trabalho, e não há vínculo empregatício entre o Vamos Trabalhar e os usuários. A relação de trabalho se
          forma diretamente entre contratante e freelancer, que respondem por ela, inclusive pelas obrigações
          trabalhistas, previdenciárias e fiscais que se apliquem.
        </p>
        <p>
          <strong>O pagamento pelo trabalho é feito fora da plataforma</strong>, diretamente do contratante ao
          freelancer, no valor e na data informados na vaga,{' '}
          <strong>a menos que a vaga tenha Pagamento garantido pelo Vamos Trabalhar</strong>. Sem Pagamento garantido, o
          Vamos Trabalhar não recebe, não retém e não garante esse pagamento. Com ele, o pagamento passa pela
          plataforma, como explicado em <a href="#pagamento-garantido">Pagamento garantido pelo Vamos Trabalhar</a>.
        </p>
      </>
    ),
  },
  {
    id: 'contas',
    title: 'Contas de usuário',
    body: (
      <>
        <p>
          Há dois tipos de conta: freelancer e contratante. No cadastro você informa dados verdadeiros, completos e
          atualizados: nome completo, CPF, telefone, e-mail e endereço e, para contratantes, também nome fantasia, razão
          social, setor, CNPJ e contatos da empresa. Mantenha esses dados em dia na página de perfil.
        </p>
        <ul>
          <li>A conta é pessoal e intransferível. Guarde sua senha em sigilo e não a compartilhe com ninguém.</li>
          <li>
            Você responde pelo que for feito com a sua conta. Se suspeitar de uso indevido, troque a senha e avise o
            suporte.
          </li>
          <li>Você pode pedir o encerramento da sua conta a qualquer momento pelo suporte.</li>
        </ul>
        <p>
          Podemos suspender ou encerrar contas com dados falsos, que pratiquem fraude, assédio ou discriminação, ou que
          violem estes termos ou a lei. Sempre que possível, avisaremos antes e explicaremos o motivo.
        </p>
      </>
    ),
  },
  {
    id: 'deveres-contratantes',
    title: 'Deveres dos contratantes',
    body: (
      <ul>
        <li>
          Publicar apenas vagas reais e lícitas, com informações corretas e completas: data, horário, endereço, valor,
          data de pagamento, vestimenta, número de pessoas e requisitos.
        </li>
        <li>
          Pagar ao freelancer o valor combinado, na data informada na vaga. Nas vagas com Pagamento garantido, isso é
          feito pagando cada vaga por PIX ao aprovar o freelancer.
        </li>
        <li>
          Oferecer condições de trabalho seguras e dignas, cumprir as normas de saúde e segurança e fornecer o que a
          vaga prometer, como alimentação no local.
        </li>
        <li>
          Não discriminar candidatos por raça, cor, etnia, religião, origem, idade, deficiência, orientação sexual ou
          identidade de gênero. A preferência de gênero só pode ser indicada quando a natureza da atividade
          comprovadamente exigir, nos termos do art. 373-A da CLT.
        </li>
        <li>
          Usar os dados de contato dos freelancers apenas para tratar da vaga em que foram aprovados e não repassá-los a
          terceiros.
        </li>
        <li>
          Manter o status das vagas atualizado: concluir o serviço quando ele terminar e cancelar com a maior
          antecedência possível quando o evento não acontecer. O cancelamento devolve as moedas dos freelancers
          aprovados.
        </li>
        <li>Avaliar os freelancers com honestidade e respeito.</li>
      </ul>
    ),
  },
  {
    id: 'deveres-freelancers',
    title: 'Deveres dos freelancers',
    body: (
      <ul>
        <li>Informar dados, funções e experiência verdadeiros.</li>
        <li>Candidatar-se apenas a vagas que pode cumprir, nas datas e horários indicados.</li>
        <li>
          Comparecer no horário, com a vestimenta pedida, seguir as orientações do contratante e as regras do local, e
          tratar clientes, colegas e contratantes com respeito.
        </li>
        <li>
          Avisar o contratante o quanto antes em caso de imprevisto. Quem desiste de uma vaga depois de aprovado libera
          a vaga para outra pessoa, o contratante é avisado e as moedas da candidatura não são devolvidas; a desistência
          perto do turno gera advertências, como diz a{' '}
          <Link to={paths.cancellationPolicy.getHref()}>Política de Cancelamento</Link>.
        </li>
        <li>
          Para receber nas vagas com Pagamento garantido, manter em “Recebimento”, no perfil, uma chave PIX correta e em
          seu nome.
        </li>
        <li>
          Cuidar das próprias obrigações fiscais e previdenciárias como trabalhador autônomo ou MEI, quando houver.
        </li>
        <li>Avaliar os contratantes com honestidade e respeito.</li>
      </ul>
    ),
  },
  {
    id: 'pagamento-garantido',
    title: 'Pagamento garantido pelo Vamos Trabalhar',
    body: (
      <>
        <p>
          Em cada vaga, o contratante pode escolher o Pagamento garantido pelo Vamos Trabalhar. É opcional e vem
          desmarcado. Com ele, o contratante paga cada vaga por PIX ao aprovar o freelancer, e o freelancer recebe por
          PIX depois do turno.
        </p>
        <h3>Como funciona</h3>
        <ul>
          <li>
            A vaga mostra o valor por pessoa, a taxa de serviço e o total. A taxa é de{' '}
            {DEFAULT_GUARANTEED_PAY_FEE_PERCENT}% do valor, salvo se a vaga mostrar outra, e fica fixa na vaga no
            momento em que a opção é escolhida. A escolha só pode ser mudada antes da primeira aprovação.
          </li>
          <li>
            Ao aprovar um freelancer, o contratante paga aquela vaga por PIX (valor mais taxa), com QR Code ou copia e
            cola. O lugar fica reservado por {FUNDING_HOLD_MINUTES} minutos. Se o pagamento não for feito nesse prazo, a
            aprovação é desfeita, a candidatura volta para pendente e o crédito do contratante e as moedas do freelancer
            são devolvidos. O freelancer só é avisado da aprovação depois que o pagamento é confirmado.
          </li>
          <li>
            Ao publicar a vaga, o contratante pode pagar todas as vagas de uma vez (“Pagar todas as vagas agora”), por
            um único PIX. Cada aprovação usa então uma vaga já paga, sem novo PIX; a vaga de um freelancer que desiste
            antes do início volta a estar disponível. O valor das vagas não usadas (valor mais taxa) volta por PIX para
            a conta que pagou quando a vaga começa, é concluída ou cancelada.
          </li>
          <li>
            Depois do turno, o valor é enviado por PIX para a chave PIX do freelancer: quando o contratante usa
            “Concluir Serviço” ou, se ele não concluir o serviço nem marcar falta, automaticamente{' '}
            {RELEASE_AFTER_SHIFT_HOURS} horas depois do fim do turno. Nessas vagas, a falta só pode ser marcada antes
            desse momento.
          </li>
          <li>
            O freelancer recebe o valor da vaga inteiro: a taxa de serviço é paga pelo contratante. O PIX vai para a
            chave cadastrada em “Recebimento”, no perfil (CPF, celular, e-mail ou chave aleatória); a chave CPF precisa
            ser o CPF do próprio freelancer. Sem chave cadastrada, o pagamento fica aguardando até ele cadastrar uma.
          </li>
          <li>
            Se o PIX não for aceito, tentamos de novo. Se continuar falhando, o freelancer é avisado para conferir a
            chave, e o PIX é enviado de novo quando ele salvar uma chave ou usar “Tentar novamente” em “Meus ganhos”.
          </li>
        </ul>
        <h3>Quem guarda e quem paga</h3>
        <ul>
          <li>
            O dinheiro pago fica com o nosso provedor de pagamento (Asaas), e não com o Vamos Trabalhar, até ser enviado
            ao freelancer ou devolvido ao contratante. O Vamos Trabalhar não é banco.
          </li>
          <li>
            Quem paga pelo serviço continua sendo a empresa contratante. O Vamos Trabalhar atua como agente de pagamento
            dela: recebe o valor em nome dela e o repassa ao freelancer. Isso não muda a relação de trabalho descrita em{' '}
            <a href="#servico">Descrição do serviço</a>.
          </li>
          <li>A taxa de serviço é a remuneração do Vamos Trabalhar por esse serviço.</li>
        </ul>
        <h3>Cancelamentos, desistências e faltas</h3>
        <ul>
          <li>
            Se o contratante cancelar o evento com {LATE_CANCELLATION_HOURS} horas ou mais de antecedência, o valor pago
            (valor mais taxa) é devolvido por PIX para a conta que pagou.
          </li>
          <li>
            Se cancelar com menos de {LATE_CANCELLATION_HOURS} horas, cada freelancer aprovado recebe{' '}
            {DEFAULT_LATE_CANCEL_SHARE_PERCENT}% do valor da vaga, o Vamos Trabalhar fica com a taxa sobre essa parte e
            o restante é devolvido ao contratante.
          </li>
          <li>Se o freelancer usar “Desistir”, o valor pago pela vaga é devolvido ao contratante.</li>
          <li>
            Se o freelancer for marcado como ausente, o valor é devolvido ao contratante quando terminar o prazo de{' '}
            {CONTEST_WINDOW_HOURS} horas para contestar, se a falta não for contestada. Se for contestada, o valor fica
            retido até a decisão da equipe do Vamos Trabalhar.
          </li>
        </ul>
        <p>
          Os prazos e exemplos estão na <Link to={paths.cancellationPolicy.getHref()}>Política de Cancelamento</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'taxas',
    title: 'Taxas, moedas e planos',
    body: (
      <>
        <p>
          O Vamos Trabalhar não cobra comissão sobre o valor do trabalho, exceto a taxa de serviço das vagas com
          Pagamento garantido, paga pelo contratante. A plataforma é remunerada pelas moedas dos freelancers, pelos
          planos dos contratantes e por essa taxa, todos pagos por PIX.
        </p>
        <h3>Freelancers: moedas</h3>
        <ul>
          <li>Toda conta de freelancer começa com {coins(SIGNUP_BONUS_COINS)} de boas-vindas.</li>
          <li>
            Cada candidatura custa {APPLICATION_COST_RULE}, em moedas inteiras (arredondado). O custo aparece antes de
            você se candidatar e é preciso ter saldo suficiente.
          </li>
          <li>
            As moedas só são descontadas quando a candidatura é aprovada. Candidaturas pendentes, canceladas por você ou
            recusadas não custam nada.
          </li>
          <li>
            Pacotes:{' '}
            {COIN_PACKAGES.map((pack) => `${pack.name}, ${formatBrl(pack.priceCents)} por ${coins(pack.coins)}`).join(
              '; ',
            )}
            .
          </li>
          <li>
            Moedas não são dinheiro: não rendem, não podem ser sacadas, transferidas ou trocadas por dinheiro e servem
            apenas para candidaturas na plataforma.
          </li>
        </ul>
        <h3>Contratantes: planos e créditos</h3>
        <ul>
          <li>
            Toda conta de contratante começa no plano {freePlan?.name ?? 'Free'}, com {credits(FREE_PLAN_CREDITS)}.
          </li>
          <li>
            Planos pagos, válidos por {PLAN_PERIOD_DAYS} dias a partir da confirmação do pagamento:{' '}
            {paidPlans
              .map((plan) => `${plan.name}, ${formatBrl(plan.priceCents ?? 0)} com ${credits(plan.credits ?? 0)}`)
              .join('; ')}
            . O plano Enterprise é negociado diretamente com a nossa equipe.
          </li>
          <li>
            Publicar uma vaga usa {credits(JOB_PUBLISH_CREDITS)} e aprovar um freelancer usa {credits(APPROVAL_CREDITS)}
            .
          </li>
          <li>Ao fim do período, se o plano não for renovado, a conta volta ao plano {freePlan?.name ?? 'Free'}.</li>
        </ul>
        <h3>Pagamento, arrependimento e preços</h3>
        <ul>
          <li>
            Cada cobrança PIX de moedas ou de plano vale por {PIX_CHARGE_EXPIRY_HOURS} horas. Moedas e créditos são
            liberados uma única vez, assim que o provedor de pagamento confirma o PIX, o que pode levar até 1 hora.
          </li>
          <li>
            Você pode desistir de uma compra em até 7 dias da confirmação do pagamento (art. 49 do Código de Defesa do
            Consumidor), desde que as moedas ou os créditos comprados não tenham sido usados. O valor é devolvido por
            PIX.
          </li>
          <li>Preços podem mudar com aviso prévio na plataforma; a mudança nunca afeta compras já pagas.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'privacidade',
    title: 'Privacidade',
    body: (
      <p>
        Tratamos seus dados pessoais de acordo com a Lei Geral de Proteção de Dados (Lei nº 13.709/2018) e com a nossa{' '}
        <Link to={paths.privacy.getHref()}>Política de Privacidade</Link>, que explica quais dados coletamos, para que
        os usamos e como exercer seus direitos. Os dados de contato de cada lado (nome, e-mail e telefone) só são
        mostrados ao outro depois da aprovação na vaga, e só podem ser usados para tratar daquele trabalho.
      </p>
    ),
  },
  {
    id: 'responsabilidade',
    title: 'Responsabilidades e limites',
    body: (
      <>
        <p>
          Trabalhamos para manter a plataforma disponível, segura e funcionando bem, mas ela pode passar por
          manutenções, falhas técnicas ou interrupções que fogem do nosso controle.
        </p>
        <p>
          Como intermediadores, não respondemos pela conduta dos usuários, pela realização ou pela qualidade dos
          serviços, pelo pagamento combinado entre as partes fora da plataforma, nem por danos que aconteçam durante o
          trabalho, ressalvados os casos em que a lei, inclusive o Código de Defesa do Consumidor, dispuser de outra
          forma.
        </p>
        <p>
          Nas vagas com Pagamento garantido, nos comprometemos a enviar ao freelancer, ou a devolver ao contratante, o
          valor pago, como descrito em <a href="#pagamento-garantido">Pagamento garantido pelo Vamos Trabalhar</a>.
        </p>
        <p>Cada usuário responde pelo conteúdo que publica (textos, fotos, avaliações). É proibido:</p>
        <ul>
          <li>
            publicar vagas falsas, enganosas ou ilegais, ou conteúdo ofensivo, discriminatório ou que viole direitos de
            terceiros;
          </li>
          <li>usar a plataforma para fraude, spam ou para coletar dados de outros usuários;</li>
          <li>
            acessar a plataforma por meios automatizados, tentar burlar as regras de moedas e créditos ou comprometer a
            segurança do sistema.
          </li>
        </ul>
        <p>
          Podemos remover conteúdos e avaliações que violem estes termos. Se algo der errado em uma vaga, fale com o
          suporte: vamos ouvir os dois lados e agir dentro do que nos cabe.
        </p>
      </>
    ),
  },
  {
    id: 'alteracoes',
    title: 'Alterações destes termos',
    body: (
      <p>
        Podemos atualizar estes termos para refletir mudanças no serviço ou na lei. Mudanças relevantes serão avisadas
        na plataforma ou por e-mail com antecedência razoável, e a data de atualização fica no topo desta página. Se
        você continuar usando a plataforma depois que a mudança valer, ela passa a se aplicar a você; se não concordar,
        pode encerrar sua conta.
      </p>
    ),
  },
  {
    id: 'contato',
    title: 'Contato, lei aplicável e foro',
    body: (
      <>
        <p>
          Dúvidas, sugestões ou reclamações? Fale com a gente pelo <SupportLink /> ou pela Central de Ajuda dentro da
          plataforma.
        </p>
        <p>
          Estes termos seguem as leis da República Federativa do Brasil. Fica eleito o foro do domicílio do usuário para
          resolver qualquer questão relacionada a eles.
        </p>
      </>
    ),
  },
];
