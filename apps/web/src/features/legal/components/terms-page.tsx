import { Link } from 'react-router';
import { LegalPage, SUPPORT_EMAIL, type TLegalSection } from './legal-page';

const SECTIONS: TLegalSection[] = [
  {
    title: 'O que é a Agenda Inteligente',
    body: (
      <p>
        A Agenda Inteligente é uma plataforma on-line para negócios de serviços — como salões de beleza, barbearias, clínicas, estúdios e
        spas — que oferece uma secretária com inteligência artificial. Ela responde clientes no WhatsApp e, quando contratado, no Instagram;
        consulta horários disponíveis; agenda, confirma e cancela atendimentos; e envia lembretes e mensagens automáticas em nome da
        empresa.
      </p>
    ),
  },
  {
    title: 'Aceite dos termos',
    body: (
      <p>
        Ao criar uma conta ou usar a plataforma, você declara ter lido e aceitado estes Termos de uso e a nossa{' '}
        <Link to="/privacy-policy" className="text-primary underline">
          Política de privacidade
        </Link>
        . Se você usa a plataforma em nome de uma empresa, declara ter poderes para aceitá-los em nome dela.
      </p>
    ),
  },
  {
    title: 'Cadastro e segurança da conta',
    body: (
      <ul>
        <li>Você deve informar dados verdadeiros e mantê-los atualizados, incluindo um número de WhatsApp que seja seu.</li>
        <li>
          O acesso é confirmado por um código de 6 dígitos enviado ao seu WhatsApp ou por e-mail e senha. Não compartilhe esses dados.
        </li>
        <li>Você é responsável pelas ações feitas com a sua conta e pelos usuários da equipe que convidar para a sua empresa.</li>
        <li>Avise-nos imediatamente se suspeitar de uso não autorizado da sua conta.</li>
      </ul>
    ),
  },
  {
    title: 'Planos, período de teste e pagamento',
    body: (
      <ul>
        <li>
          Cada empresa começa com um período de teste gratuito. Ao final dele, é preciso assinar um plano para continuar usando a
          secretária.
        </li>
        <li>Os planos são cobrados mensalmente, por cartão de crédito ou Pix, com os valores exibidos na página de assinatura.</li>
        <li>
          Funcionalidades extras (como mídias e arquivos, Instagram, agendas adicionais, prontuário e automações) são cobradas à parte.
        </li>
        <li>Sem o pagamento em dia, a assinatura fica inativa e o acesso às áreas da empresa é limitado até a regularização.</li>
        <li>Você pode cancelar quando quiser; o acesso segue até o fim do período já pago e não há reembolso proporcional.</li>
      </ul>
    ),
  },
  {
    title: 'Uso da secretária com IA',
    body: (
      <>
        <p>
          A secretária responde com base nas informações que você cadastra: serviços, preços, horários de funcionamento, perguntas
          frequentes e instruções. Mantenha esses dados corretos. Respostas geradas por inteligência artificial podem conter erros; revise
          as conversas e assuma o atendimento sempre que necessário — a secretária pausa automaticamente quando alguém da equipe responde.
        </p>
        <p>A plataforma não deve ser usada para diagnósticos, prescrições ou orientações que exijam um profissional habilitado.</p>
      </>
    ),
  },
  {
    title: 'Uso permitido',
    body: (
      <ul>
        <li>
          Enviar mensagens apenas a clientes que se relacionam com a sua empresa, respeitando as políticas do WhatsApp e do Instagram.
        </li>
        <li>Não enviar spam, conteúdo ilegal, ofensivo, enganoso ou que viole direitos de terceiros.</li>
        <li>Não tentar acessar dados de outras empresas, contornar limites técnicos ou prejudicar o funcionamento da plataforma.</li>
      </ul>
    ),
  },
  {
    title: 'Dados dos seus clientes',
    body: (
      <p>
        Em relação aos dados pessoais dos seus clientes, a sua empresa é a controladora e a Agenda Inteligente atua como operadora, tratando
        esses dados somente para prestar o serviço contratado, conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018). Cabe a você
        informar seus clientes sobre o atendimento automatizado e ter base legal para contatá-los.
      </p>
    ),
  },
  {
    title: 'Disponibilidade e integrações',
    body: (
      <p>
        Trabalhamos para manter a plataforma disponível 24 horas por dia, mas podem ocorrer interrupções para manutenção ou por falhas de
        terceiros, como provedores de WhatsApp, Instagram, pagamento ou inteligência artificial. Não nos responsabilizamos por bloqueios de
        números ou contas aplicados por essas plataformas.
      </p>
    ),
  },
  {
    title: 'Suspensão e encerramento',
    body: (
      <p>
        Podemos suspender ou bloquear empresas que violem estes termos, usem a plataforma de forma abusiva ou tenham pagamentos em atraso.
        Você pode encerrar sua conta a qualquer momento; os dados são tratados conforme a Política de privacidade e a página de{' '}
        <Link to="/legal/remove-data" className="text-primary underline">
          exclusão de dados
        </Link>
        .
      </p>
    ),
  },
  {
    title: 'Responsabilidade',
    body: (
      <p>
        Na máxima extensão permitida pela lei, nossa responsabilidade total fica limitada ao valor pago pela sua empresa nos 12 meses
        anteriores ao fato. Não respondemos por lucros cessantes, perda de clientes ou danos indiretos decorrentes do uso da plataforma.
      </p>
    ),
  },
  {
    title: 'Alterações e foro',
    body: (
      <p>
        Podemos atualizar estes termos; mudanças relevantes serão avisadas na plataforma ou por e-mail. Estes termos seguem as leis do
        Brasil, e fica eleito o foro da comarca de São Paulo/SP. Dúvidas:{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`} className="text-primary underline">
          {SUPPORT_EMAIL}
        </a>
        .
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalPage
      title="Termos de uso"
      updatedAt="1º de novembro de 2026"
      intro="Estes termos regulam o uso da Agenda Inteligente por empresas, suas equipes e afiliados. Leia com atenção: eles explicam o que oferecemos, o que esperamos de você e como funcionam planos e pagamentos."
      sections={SECTIONS}
    />
  );
}
