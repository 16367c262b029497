import { Link } from 'react-router';
import { CONTACT_EMAIL, LegalPage, type TLegalSection } from './legal-page';

const SECTIONS: TLegalSection[] = [
  {
    title: 'Quem somos',
    body: (
      <p>
        A Agenda Inteligente oferece uma secretária com inteligência artificial que atende e agenda clientes de empresas de serviços. Esta
        política explica quais dados pessoais tratamos, por quê, com quem compartilhamos e quais são os seus direitos, conforme a Lei Geral
        de Proteção de Dados (LGPD).
      </p>
    ),
  },
  {
    title: 'Dados que coletamos',
    body: (
      <ul>
        <li>
          <strong className="text-foreground">Donos e equipes das empresas:</strong> nome, e-mail, telefone/WhatsApp, senha (guardada de
          forma criptografada), foto, empresas a que pertencem e registros de acesso.
        </li>
        <li>
          <strong className="text-foreground">Empresas:</strong> nome, segmento, endereço da página, telefone, site, redes sociais,
          horários, serviços, preços, perguntas frequentes e dados de cobrança.
        </li>
        <li>
          <strong className="text-foreground">Clientes das empresas:</strong> nome, telefone, e-mail, usuário do Instagram, mensagens
          trocadas, agendamentos e, quando a empresa usa o prontuário, observações e arquivos enviados por ela.
        </li>
        <li>
          <strong className="text-foreground">Navegação:</strong> identificador do dispositivo, navegador, endereço IP, cidade aproximada,
          páginas visitadas, origem da visita (parâmetros UTM) e cookies.
        </li>
      </ul>
    ),
  },
  {
    title: 'Para que usamos os dados',
    body: (
      <ul>
        <li>Prestar o serviço: responder clientes, agendar, confirmar e lembrar atendimentos, e mostrar tudo isso no painel da empresa.</li>
        <li>Confirmar a sua identidade com códigos enviados pelo WhatsApp e proteger as contas contra fraudes.</li>
        <li>Cobrar planos e funcionalidades extras e emitir os comprovantes.</li>
        <li>Melhorar a plataforma, medir campanhas de marketing e prestar suporte.</li>
        <li>Cumprir obrigações legais e regulatórias.</li>
      </ul>
    ),
  },
  {
    title: 'Bases legais',
    body: (
      <p>
        Tratamos dados para executar o contrato com a sua empresa, cumprir obrigações legais, atender ao nosso legítimo interesse (como
        segurança e melhoria do serviço) e, para cookies de publicidade e análise, com o seu consentimento, que pode ser retirado a qualquer
        momento.
      </p>
    ),
  },
  {
    title: 'Inteligência artificial',
    body: (
      <p>
        As mensagens dos clientes são processadas por modelos de linguagem para gerar as respostas da secretária. Enviamos a esses
        provedores apenas o necessário para responder à conversa, e eles não podem usar os dados para outros fins. Os dados de clientes não
        são usados para treinar modelos de terceiros.
      </p>
    ),
  },
  {
    title: 'Compartilhamento',
    body: (
      <ul>
        <li>Provedores de mensagens (WhatsApp e Instagram, da Meta) para enviar e receber as conversas.</li>
        <li>Provedores de pagamento para processar cartões e Pix; não guardamos o número completo do cartão.</li>
        <li>Serviços de hospedagem, e-mail, análise de uso e inteligência artificial que atuam sob contrato e sigilo.</li>
        <li>Autoridades públicas, quando exigido por lei ou ordem judicial.</li>
      </ul>
    ),
  },
  {
    title: 'Cookies',
    body: (
      <p>
        Usamos cookies necessários para manter você conectado (por até 30 dias) e lembrar suas preferências, como o tema escuro. Com o seu
        consentimento no aviso de cookies, usamos também cookies de análise e publicidade para entender o uso do site e medir campanhas.
        Você pode apagá-los nas configurações do navegador.
      </p>
    ),
  },
  {
    title: 'Por quanto tempo guardamos',
    body: (
      <p>
        Guardamos os dados enquanto a conta estiver ativa e pelo tempo necessário para cumprir obrigações legais (por exemplo, registros de
        acesso por 6 meses e documentos fiscais por 5 anos). Depois disso, os dados são excluídos ou anonimizados.
      </p>
    ),
  },
  {
    title: 'Seus direitos',
    body: (
      <>
        <p>
          Você pode pedir a confirmação do tratamento, o acesso, a correção, a portabilidade, a anonimização ou a exclusão dos seus dados,
          além de informações sobre compartilhamento e a revogação do consentimento.
        </p>
        <p>
          Para excluir seus dados, veja a página de{' '}
          <Link to="/legal/remove-data" className="text-primary underline">
            exclusão de dados
          </Link>
          . Se você é cliente de uma empresa que usa a Agenda Inteligente, também pode falar diretamente com ela.
        </p>
      </>
    ),
  },
  {
    title: 'Segurança',
    body: (
      <p>
        Usamos conexões criptografadas (HTTPS), senhas com hash, separação dos dados por empresa, controle de acesso por função e registro
        das sessões. Nenhum sistema é totalmente invulnerável; em caso de incidente relevante, avisaremos os afetados e a ANPD.
      </p>
    ),
  },
  {
    title: 'Contato do encarregado',
    body: (
      <p>
        Fale com o nosso encarregado de proteção de dados pelo e-mail{' '}
        <a href={`mailto:${CONTACT_EMAIL}`} className="text-primary underline">
          {CONTACT_EMAIL}
        </a>
        . Respondemos em até 15 dias.
      </p>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Política de privacidade"
      updatedAt="1º de novembro de 2026"
      intro="Sua privacidade e a dos seus clientes são parte do nosso produto. Aqui explicamos, de forma direta, como tratamos dados pessoais na Agenda Inteligente."
      sections={SECTIONS}
    />
  );
}
