import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { LegalSection } from '../components/legal-document';
import { ControllerContact } from './controller-contact';
import { SupportLink } from './support-link';

/** Privacy policy (spec 01 §2.10), written for the LGPD (Lei nº 13.709/2018). */
export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: 'dados-coletados',
    title: 'Dados que coletamos',
    body: (
      <>
        <h3>Dados que você nos informa</h3>
        <ul>
          <li>
            <strong>Cadastro:</strong> nome completo, CPF, telefone, e-mail, senha e endereço (CEP, estado, cidade,
            bairro, rua, número e complemento).
          </li>
          <li>
            <strong>Freelancers:</strong> funções em que trabalha, descrição profissional e, se quiser, foto de perfil.
          </li>
          <li>
            <strong>Contratantes:</strong> nome fantasia, razão social, setor, CNPJ, telefone e e-mail da empresa e, se
            quiser, logotipo.
          </li>
          <li>
            <strong>Compras:</strong> nome, CPF e e-mail usados para emitir a cobrança PIX.
          </li>
          <li>
            <strong>Recebimento (freelancers):</strong> a chave PIX que você cadastra para receber o Pagamento
            garantido, enviada ao provedor de pagamentos apenas para fazer o PIX do seu pagamento.
          </li>
        </ul>
        <h3>Dados gerados pelo uso</h3>
        <ul>
          <li>Vagas publicadas, candidaturas, aprovações, agenda, avaliações (notas e comentários) e notificações.</li>
          <li>Saldo e histórico de moedas e créditos, compras e status dos pagamentos.</li>
          <li>
            Registros técnicos de acesso: endereço IP, data e hora, navegador e dispositivo, usados para segurança e
            exigidos pelo Marco Civil da Internet (Lei nº 12.965/2014).
          </li>
        </ul>
        <p>
          A senha é guardada apenas em forma de hash (argon2id) e nunca pode ser lida, nem por nós. Não recebemos senhas
          de banco nem números de conta: o PIX é pago no aplicativo do seu banco, e para receber basta a chave PIX.
        </p>
      </>
    ),
  },
  {
    id: 'uso',
    title: 'Como usamos seus dados',
    body: (
      <>
        <p>
          Usamos seus dados apenas para as finalidades abaixo, cada uma com a base legal prevista no art. 7º da LGPD:
        </p>
        <ul>
          <li>
            <strong>Criar e manter sua conta</strong>, autenticar seu acesso e permitir que você publique vagas ou se
            candidate a elas (execução de contrato).
          </li>
          <li>
            <strong>Processar compras</strong> de moedas e planos e liberar o saldo quando o pagamento é confirmado
            (execução de contrato).
          </li>
          <li>
            <strong>Enviar mensagens do serviço</strong>, como redefinição de senha, avisos de aprovação e mudanças
            nestes documentos (execução de contrato e legítimo interesse).
          </li>
          <li>
            <strong>Proteger a plataforma e os usuários</strong>, validando CPF e CNPJ, limitando tentativas de acesso e
            investigando fraudes (legítimo interesse).
          </li>
          <li>
            <strong>Cumprir obrigações legais</strong> e exercer direitos em processos judiciais, administrativos ou
            arbitrais.
          </li>
        </ul>
        <p>
          Não vendemos seus dados, não os usamos para publicidade e não tomamos decisões automatizadas que afetem seus
          interesses.
        </p>
      </>
    ),
  },
  {
    id: 'compartilhamento',
    title: 'Compartilhamento',
    body: (
      <>
        <h3>Entre usuários</h3>
        <ul>
          <li>
            Contratantes veem o nome, as funções, a descrição, a foto e as avaliações dos freelancers que se candidatam
            às suas vagas. Freelancers veem os dados da vaga e da empresa que a publicou.
          </li>
          <li>
            <strong>Dados de contato só depois da aprovação:</strong> o nome, o e-mail e o telefone do contratante, e o
            e-mail, o telefone e o CPF do freelancer, só são mostrados às duas partes de uma vaga em que o freelancer
            foi aprovado. Essa regra é aplicada pelo nosso servidor, não apenas escondida na tela.
          </li>
          <li>As avaliações recebidas (nota e comentário) ficam visíveis para outros usuários.</li>
        </ul>
        <h3>Com fornecedores</h3>
        <p>
          Compartilhamos o mínimo necessário com empresas que nos ajudam a operar: hospedagem e banco de dados, envio de
          e-mails, provedor de pagamentos PIX e consulta de CEP (que recebe apenas o CEP). Elas tratam os dados em nosso
          nome, sob contrato e com dever de sigilo. Se algum fornecedor guardar dados fora do Brasil, a transferência
          seguirá as garantias do art. 33 da LGPD.
        </p>
        <h3>Com autoridades</h3>
        <p>Quando a lei exigir ou houver ordem judicial, e somente no limite do que for exigido.</p>
      </>
    ),
  },
  {
    id: 'seguranca',
    title: 'Segurança',
    body: (
      <>
        <ul>
          <li>Conexão criptografada (HTTPS) em todo o acesso.</li>
          <li>Senhas com hash argon2id e sessão em cookie protegido (HttpOnly), inacessível a scripts.</li>
          <li>Limite de tentativas de login e de cadastro contra ataques automatizados.</li>
          <li>Fotos enviadas são processadas de novo e têm os metadados removidos, inclusive a localização.</li>
          <li>Acesso interno aos dados restrito a quem precisa dele para operar o serviço.</li>
        </ul>
        <p>
          Nenhum sistema é totalmente imune a falhas. Se ocorrer um incidente de segurança que possa causar risco ou
          dano relevante, avisaremos a Autoridade Nacional de Proteção de Dados (ANPD) e as pessoas afetadas, como prevê
          o art. 48 da LGPD. Você ajuda usando uma senha forte e exclusiva e não compartilhando seu acesso.
        </p>
      </>
    ),
  },
  {
    id: 'retencao',
    title: 'Retenção',
    body: (
      <>
        <p>
          Guardamos seus dados enquanto sua conta estiver ativa. Você pode excluí-la a qualquer momento em{' '}
          <Link to={paths.myData.getHref()}>Meus dados</Link>, confirmando com sua senha. A exclusão é imediata:
        </p>
        <ul>
          <li>
            <strong>Apagamos</strong> nome, e-mail, CPF, CNPJ, telefones, endereço, descrição, dados da empresa, fotos,
            chave PIX, sessões (com endereço IP e navegador), aparelhos de notificação, notificações, alertas de vagas,
            equipes, bloqueios, modelos de vaga e compromissos da agenda. Seu e-mail fica livre para um novo cadastro.
          </li>
          <li>
            <strong>Encerramos o que está em andamento</strong> pelas regras de sempre: candidaturas pendentes são
            canceladas, turnos futuros são desistidos conforme a política de cancelamento e vagas abertas são canceladas
            com as moedas devolvidas a quem estava aprovado.
          </li>
          <li>
            <strong>Mantemos sem dados pessoais</strong>, pelo prazo da legislação fiscal (em geral, 5 anos) e para o
            exercício de direitos (art. 16 da LGPD): o extrato de moedas e créditos, as compras e cobranças PIX, os
            repasses e reembolsos (valor, data e identificador da transação) e o histórico dos turnos. Avaliações dadas
            e recebidas continuam visíveis, como de &quot;Usuário removido&quot;.
          </li>
          <li>
            <strong>Mantemos os registros de consentimento</strong> (versão dos termos e da política aceita, data e
            endereço IP), como prova da base legal do tratamento.
          </li>
        </ul>
        <p>
          A exclusão espera o que envolve dinheiro ou uma decisão pendente: uma cobrança PIX em aberto, um pagamento
          garantido, repasse ou reembolso em andamento, uma contestação de falta, um turno em andamento ou, para
          empresas, um serviço já iniciado ou gerentes ativos. A tela diz o que falta, e você pode excluir a conta assim
          que terminar.
        </p>
      </>
    ),
  },
  {
    id: 'direitos',
    title: 'Seus direitos',
    body: (
      <>
        <p>Pelo art. 18 da LGPD, você pode pedir a qualquer momento:</p>
        <ul>
          <li>confirmação de que tratamos seus dados e acesso a eles;</li>
          <li>correção de dados incompletos, inexatos ou desatualizados;</li>
          <li>
            anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade com
            a lei;
          </li>
          <li>portabilidade dos seus dados a outro fornecedor;</li>
          <li>eliminação dos dados tratados com o seu consentimento;</li>
          <li>informação sobre as entidades com as quais compartilhamos seus dados;</li>
          <li>informação sobre a possibilidade de não dar consentimento e suas consequências;</li>
          <li>revogação do consentimento.</li>
        </ul>
        <p>
          Boa parte dos dados pode ser corrigida por você mesmo na página de perfil. Em{' '}
          <Link to={paths.myData.getHref()}>Meus dados</Link>, na página de perfil, você baixa na hora tudo o que
          guardamos sobre você (um arquivo JSON e um resumo para imprimir), vê seus consentimentos e exclui sua conta.
          Para os demais pedidos, escreva ao encarregado de dados (veja Contato) ou fale com a gente pelo{' '}
          <SupportLink />: vamos confirmar sua identidade e responder em até 15 dias. Você também pode apresentar
          reclamação à ANPD.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>
          Usamos um único cookie, o <strong>cookie de sessão</strong>, que mantém você conectado e é indispensável para
          a plataforma funcionar. Ele é apagado quando você sai da conta ou quando a sessão expira.
        </p>
        <p>
          Não usamos cookies de publicidade nem de análise, nem rastreadores de terceiros. O navegador também guarda, só
          durante a aba aberta, um aviso de que você já foi redirecionado após o login, sem nenhum dado pessoal.
        </p>
      </>
    ),
  },
  {
    id: 'menores',
    title: 'Menores de idade',
    body: (
      <p>
        A plataforma não é destinada a menores de 18 anos, e o cadastro é permitido somente a maiores de idade. Se
        soubermos que um menor criou uma conta, ela será encerrada e os dados, eliminados. Pais ou responsáveis podem
        nos avisar pelo <SupportLink />.
      </p>
    ),
  },
  {
    id: 'alteracoes',
    title: 'Alterações desta política',
    body: (
      <p>
        Podemos atualizar esta política para refletir mudanças no serviço ou na lei. Mudanças relevantes serão avisadas
        na plataforma ou por e-mail, e a data de atualização fica no topo desta página. Leia também os{' '}
        <Link to={paths.terms.getHref()}>Termos de Uso</Link>.
      </p>
    ),
  },
  {
    id: 'contato',
    title: 'Contato e encarregado de dados',
    body: <ControllerContact />,
  },
];
