import { http, HttpResponse } from 'msw';
import { db } from '../../db';
import { appChatPersonalities } from '../admin-platform-handlers';
import { authorized, sdb } from './secretary-db';

const SETTINGS_DEFAULTS = {
  custom_assistant_name: null,
  custom_greeting: null,
  is_greeting_clients_by_name: true,
  custom_greeting_clients_instructions: null,
  chat_personality_slug: null,
  custom_instructions: {},
  is_assistant_schedule_entry_confirm: false,
  custom_assistant_schedule_entry_message: null,
  when_answer_about_price: 'only_when_asked',
  limit_suggestions_per_period: 3,
  max_upcoming_schedules_per_client: 3,
  hours_to_suspend_assistant_after_human_intervention: 2,
  min_response_delay: 0,
  custom_transfer_instructions: null,
  is_assistant_for_clients_enabled: true,
  is_assistant_for_users_enabled: false,
  ignore_ai_tool_types: [],
  cancelation_observations: 'Cancelamentos com menos de 2 horas de antecedência podem ser cobrados.',
  reminder_custom_message: null,
  send_reminder_message: true,
  bday_message: null,
  day_parts: null,
  is_auto_pilot_enabled: false,
  auto_pilot_intensity: 'balanced',
  max_active_messages_per_day: 20,
};

/** The secretary's GraphQL callers; any other caller falls through to the next handler. */
export const secretaryGraphqlHandlers = [
  http.post('*/user/graphql/query', async ({ request }) => {
    const caller = new URL(request.url).searchParams.get('caller');
    const known = ['chatClientSchedules', 'faqServices', 'companyFeatures', 'companySettings', 'autoPilotSettings', 'chatPersonalities'];
    if (!caller || !known.includes(caller)) return undefined;
    if (!authorized(request)) return HttpResponse.json({ message: 'Unauthorized access' }, { status: 401 });
    const { variables } = (await request.clone().json()) as { variables?: Record<string, string> };
    if (caller === 'chatClientSchedules') {
      return HttpResponse.json({ data: { user_get_schedules: sdb().schedules.filter((s) => s.client_id === variables?.client_id) } });
    }
    if (caller === 'chatPersonalities') {
      const company = db.companies.find((c) => String(c.id) === variables?.company_id);
      if (!company) return HttpResponse.json({ data: null, errors: [{ message: 'Empresa não encontrada.' }] });
      const current = ((company as Record<string, unknown>).chat_personality_slug as string | null | undefined) ?? null;
      return HttpResponse.json({ data: { user_get_chat_personalities: appChatPersonalities(current) } });
    }
    if (caller === 'faqServices') {
      return HttpResponse.json({
        data: {
          user_get_services: [
            { id: 'svc-corte', title: 'Corte masculino' },
            { id: 'svc-barba', title: 'Barba' },
          ],
        },
      });
    }
    const companies = db.companies.map((c) =>
      caller === 'companyFeatures'
        ? {
            id: c.id,
            feature_flags: (c.feature_flags as string[] | undefined) ?? [],
            current_subscription: { extra_features: sdb().extraFeatures, plan: { extra_features: [] } },
          }
        : { ...SETTINGS_DEFAULTS, assistant_language: c.assistant_language ?? 'pt-BR', ...c, id: c.id },
    );
    return HttpResponse.json({ data: { loggedUser: { companies } } });
  }),
];
