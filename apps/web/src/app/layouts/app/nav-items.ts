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
  ListOrdered,
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
import type { TAccess } from '@/lib/company-role';
import type { TExtraFeature } from '@agenda/shared/subscription';

interface TNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Who sees the item (docs/spec.md §6): operation members see no finance, settings, team or billing. */
  access?: TAccess;
  /** An extra feature: without it in the plan, the item leads to the subscription page instead. */
  feature?: TExtraFeature;
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
      { to: '/app/agenda/lista-de-espera', label: 'Lista de espera', icon: ListOrdered },
      { to: '/app/chats', label: 'Conversas', icon: MessagesSquare },
      { to: '/app/clientes', label: 'Clientes', icon: Users },
      { to: '/app/crm', label: 'CRM', icon: KanbanSquare },
      { to: '/app/dashboard', label: 'Painel', icon: ChartColumn, access: 'dashboard.read' },
    ],
  },
  {
    label: 'Secretária com IA',
    items: [
      { to: '/app/playground', label: 'Testar assistente', icon: Bot, access: 'settings' },
      { to: '/app/perguntas-frequentes', label: 'Perguntas frequentes', icon: CircleHelp, access: 'settings' },
      { to: '/app/mensagens', label: 'Mensagens', icon: MessageSquareText, access: 'settings' },
      { to: '/app/mensagens-agendadas', label: 'Mensagens agendadas', icon: CalendarClock, access: 'settings' },
      { to: '/app/automacoes', label: 'Automações', icon: Workflow, access: 'settings', feature: 'automations' },
      {
        to: '/app/midias-e-arquivos',
        label: 'Mídias e arquivos',
        icon: FolderOpen,
        access: 'company_media.read',
        feature: 'company_media',
      },
    ],
  },
  {
    label: 'Empresa',
    items: [
      { to: '/app/servicos', label: 'Serviços', icon: Scissors, access: 'settings' },
      { to: '/app/horarios-de-funcionamento', label: 'Horários de funcionamento', icon: Clock, access: 'settings' },
      { to: '/app/usuarios', label: 'Usuários', icon: UserCog, access: 'team.read' },
      { to: '/app/financeiro', label: 'Financeiro', icon: HandCoins, access: 'finance.read' },
      { to: '/app/explorer', label: 'Explorador', icon: Compass, access: 'clients.write' },
      { to: '/app/empresas', label: 'Empresas', icon: Building2, access: 'settings' },
    ],
  },
  {
    label: 'Canais',
    items: [
      { to: '/app/integracoes/whatsapp', label: 'WhatsApp', icon: MessageCircle, access: 'settings' },
      { to: '/app/integracoes/instagram', label: 'Instagram', icon: Camera, access: 'settings', feature: 'instagram' },
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
