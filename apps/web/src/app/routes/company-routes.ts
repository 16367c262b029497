import type { TRouteDef } from './route-types';

// The public page of a company (/{company_slug}); built by the booking issue.
export const companyRoutes: TRouteDef[] = [
  {
    name: 'company',
    path: '/:company_slug',
    layout: 'company',
    guard: 'none',
    placeholder: { title: 'Página da empresa', description: 'Serviços, horários disponíveis e agendamento online para os clientes.' },
  },
  {
    name: 'company-agendar',
    path: '/:company_slug/agendar',
    layout: 'company',
    guard: 'none',
    placeholder: { title: 'Agendar horário', description: 'Escolha do serviço, do dia e do horário, com confirmação pelo WhatsApp.' },
  },
  {
    name: 'company-minha-conta-historico',
    path: '/:company_slug/minha-conta/historico',
    layout: 'company',
    guard: 'none',
    placeholder: { title: 'Meu histórico', description: 'Os atendimentos anteriores do cliente nesta empresa.' },
  },
  {
    name: 'company-minha-conta-agendamentos',
    path: '/:company_slug/minha-conta/agendamentos',
    layout: 'company',
    guard: 'none',
    placeholder: { title: 'Meus agendamentos', description: 'Os próximos horários do cliente, com opção de cancelar.' },
  },
  {
    name: 'company-service',
    path: '/:company_slug/:service_slug',
    layout: 'company',
    guard: 'none',
    placeholder: { title: 'Serviço', description: 'Detalhes do serviço, preço, duração e agendamento.' },
  },
];
