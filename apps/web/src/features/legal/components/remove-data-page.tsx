import { Link } from 'react-router';
import { Mail, MessageCircle, UserX } from 'lucide-react';
import { CONTACT_EMAIL, LegalPage, type TLegalSection } from './legal-page';

const SECTIONS: TLegalSection[] = [
  {
    title: 'Donos de empresas e membros de equipe',
    body: (
      <>
        <p>Para excluir a sua conta e os dados da sua empresa:</p>
        <ul>
          <li>
            Envie um e-mail para{' '}
            <a href={`mailto:${CONTACT_EMAIL}?subject=Exclus%C3%A3o%20de%20dados`} className="text-primary underline">
              {CONTACT_EMAIL}
            </a>{' '}
            a partir do e-mail cadastrado, com o assunto “Exclusão de dados”, informando o nome da empresa e o telefone da conta.
          </li>
          <li>Para confirmar que o pedido é seu, enviaremos um código para o WhatsApp cadastrado.</li>
          <li>Se houver assinatura ativa, ela será cancelada junto com a exclusão.</li>
        </ul>
      </>
    ),
  },
  {
    title: 'Clientes atendidos pela secretária',
    body: (
      <>
        <p>Se você conversou com a secretária de uma empresa pelo WhatsApp ou Instagram, seus dados pertencem a essa empresa. Você pode:</p>
        <ul>
          <li>Pedir a exclusão diretamente à empresa, que pode apagar seu cadastro e suas conversas pelo painel;</li>
          <li>
            Ou escrever para{' '}
            <a href={`mailto:${CONTACT_EMAIL}`} className="text-primary underline">
              {CONTACT_EMAIL}
            </a>{' '}
            informando o seu telefone (ou usuário do Instagram) e o nome da empresa — encaminharemos o pedido e acompanharemos a exclusão.
          </li>
        </ul>
      </>
    ),
  },
  {
    title: 'Usuários que conectaram o Instagram ou o Facebook',
    body: (
      <p>
        Se você conectou uma conta do Instagram à Agenda Inteligente e deseja remover o acesso, desconecte o aplicativo nas configurações de
        “Aplicativos e sites” do Instagram ou do Facebook. Isso revoga as permissões imediatamente. Para excluir também as mensagens e dados
        já recebidos, faça o pedido por e-mail como descrito acima.
      </p>
    ),
  },
  {
    title: 'O que é excluído e em quanto tempo',
    body: (
      <ul>
        <li>Cadastro, conversas, agendamentos, arquivos e preferências são excluídos em até 15 dias após a confirmação do pedido.</li>
        <li>Cópias de segurança são sobrescritas em até 30 dias.</li>
        <li>
          Mantemos apenas o que a lei obriga, como registros de acesso e documentos fiscais, pelo prazo legal, conforme a{' '}
          <Link to="/privacy-policy" className="text-primary underline">
            Política de privacidade
          </Link>
          .
        </li>
      </ul>
    ),
  },
];

export function RemoveDataPage() {
  return (
    <LegalPage
      title="Exclusão de dados"
      updatedAt="1º de novembro de 2026"
      intro={
        <div className="grid gap-3 sm:grid-cols-3">
          {[
            { icon: Mail, text: 'Peça por e-mail' },
            { icon: MessageCircle, text: 'Confirme pelo WhatsApp' },
            { icon: UserX, text: 'Dados excluídos em até 15 dias' },
          ].map(({ icon: Icon, text }) => (
            <div
              key={text}
              className="flex items-center gap-2 rounded-xl border border-border bg-surface px-3 py-2.5 text-sm font-medium text-foreground"
            >
              <Icon className="size-4 shrink-0 text-primary" aria-hidden /> {text}
            </div>
          ))}
        </div>
      }
      sections={SECTIONS}
    />
  );
}
