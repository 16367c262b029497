import {
  Bell,
  Bot,
  Building2,
  CalendarDays,
  CalendarRange,
  CalendarClock,
  ChartColumn,
  Clock,
  Compass,
  FolderOpen,
  Gift,
  HandCoins,
  Camera,
  KanbanSquare,
  ListChecks,
  MessageCircle,
  MessageSquareText,
  MessagesSquare,
  CircleHelp,
  Scissors,
  Send,
  UserCog,
  Users,
  Workflow,
  type LucideIcon,
} from 'lucide-react';

interface TNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

export interface TNavGroup {
  label: string;
  items: TNavItem[];
}

/** Every /app section, in Portuguese. */
export const APP_NAV: TNavGroup[] = [
  {
    label: 'Atendimento',
    items: [
      { to: '/app/agendamentos', label: 'Agendamentos', icon: ListChecks },
      { to: '/app/agenda', label: 'Agenda', icon: CalendarDays },
      { to: '/app/agenda/completa', label: 'Agenda completa', icon: CalendarRange },
      { to: '/app/chats', label: 'Conversas', icon: MessagesSquare },
      { to: '/app/clientes', label: 'Clientes', icon: Users },
      { to: '/app/crm', label: 'CRM', icon: KanbanSquare },
      { to: '/app/dashboard', label: 'Painel', icon: ChartColumn },
    ],
  },
  {
    label: 'Secretária com IA',
    items: [
      { to: '/app/playground', label: 'Testar assistente', icon: Bot },
      { to: '/app/perguntas-frequentes', label: 'Perguntas frequentes', icon: CircleHelp },
      { to: '/app/mensagens', label: 'Mensagens', icon: MessageSquareText },
      { to: '/app/mensagens-agendadas', label: 'Mensagens agendadas', icon: CalendarClock },
      { to: '/app/automacoes', label: 'Automações', icon: Workflow },
      { to: '/app/midias-e-arquivos', label: 'Mídias e arquivos', icon: FolderOpen },
    ],
  },
  {
    label: 'Empresa',
    items: [
      { to: '/app/servicos', label: 'Serviços', icon: Scissors },
      { to: '/app/horarios-de-funcionamento', label: 'Horários de funcionamento', icon: Clock },
      { to: '/app/usuarios', label: 'Usuários', icon: UserCog },
      { to: '/app/financeiro', label: 'Financeiro', icon: HandCoins },
      { to: '/app/explorer', label: 'Explorador', icon: Compass },
      { to: '/app/empresas', label: 'Empresas', icon: Building2 },
    ],
  },
  {
    label: 'Canais',
    items: [
      { to: '/app/integracoes/whatsapp', label: 'WhatsApp', icon: MessageCircle },
      { to: '/app/integracoes/instagram', label: 'Instagram', icon: Camera },
    ],
  },
  {
    label: 'Mais',
    items: [
      { to: '/app/notificacoes', label: 'Notificações', icon: Bell },
      { to: '/app/afiliados', label: 'Indique e ganhe', icon: Gift },
      { to: '/afiliados/home', label: 'Área do afiliado', icon: Send },
    ],
  },
];
