// Pages of the AI secretary (issue 5), each its own lazy chunk, by route name.
import type { TPageLoader } from './route-types';

export const SECRETARY_PAGES: Record<string, TPageLoader> = {
  'app-chats': () => import('@/features/chats/components/chats-page').then((m) => m.ChatsPage),
  'app-clientes-conversas': () => import('@/features/chats/components/client-conversations-page').then((m) => m.ClientConversationsPage),
  'app-playground': () => import('@/features/playground/components/playground-page').then((m) => m.PlaygroundPage),
  'app-perguntas-frequentes': () => import('@/features/faq/components/faq-page').then((m) => m.FaqPage),
  'app-integracoes-whatsapp': () => import('@/features/integrations/components/whatsapp-page').then((m) => m.WhatsappPage),
  'app-integracoes-instagram': () => import('@/features/integrations/components/instagram-page').then((m) => m.InstagramPage),
  'app-empresa-assistente': () => import('@/features/companies/components/assistant-page').then((m) => m.AssistantPage),
  'app-empresa-mensagens-personalizadas': () =>
    import('@/features/companies/components/custom-messages-page').then((m) => m.CustomMessagesPage),
  'app-empresa-configuracao-avancada': () =>
    import('@/features/companies/components/advanced-settings-page').then((m) => m.AdvancedSettingsPage),
  'app-empresa-integracoes': () => import('@/app/pages/company-integrations-page').then((m) => m.CompanyIntegrationsPage),
  'app-mensagens-agendadas': () =>
    import('@/features/scheduled-messages/components/scheduled-messages-page').then((m) => m.ScheduledMessagesPage),
  'app-clientes-mensagens-agendadas': () => import('@/app/pages/client-scheduled-messages-page').then((m) => m.ClientScheduledMessagesPage),
  'app-mensagens': () => import('@/features/message-templates/components/message-templates-page').then((m) => m.MessageTemplatesPage),
  'app-automacoes': () => import('@/features/automations/components/automations-page').then((m) => m.AutomationsPage),
  'app-empresa-perguntas-frequentes': () => import('@/app/pages/company-faq-page').then((m) => m.CompanyFaqPage),
};
