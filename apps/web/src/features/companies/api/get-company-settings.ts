import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAiToolType, TCustomInstructionArea, TDayPartWindows, TLanguage, TWhenAnswerAboutPrice } from '@agenda/shared/company';
import { graphqlQuery } from '@/lib/http/graphql';

/** Every assistant field of a company (docs/spec.md §3), as the settings tabs edit them. */
export interface TCompanySettings {
  id: string;
  custom_assistant_name: string | null;
  custom_greeting: string | null;
  is_greeting_clients_by_name: boolean;
  custom_greeting_clients_instructions: string | null;
  chat_personality_slug: string | null;
  custom_instructions: Partial<Record<TCustomInstructionArea, string>> | null;
  assistant_language: TLanguage;
  is_assistant_schedule_entry_confirm: boolean;
  custom_assistant_schedule_entry_message: string | null;
  when_answer_about_price: TWhenAnswerAboutPrice;
  limit_suggestions_per_period: number;
  max_upcoming_schedules_per_client: number;
  hours_to_suspend_assistant_after_human_intervention: number;
  min_response_delay: number;
  custom_transfer_instructions: string | null;
  is_assistant_for_clients_enabled: boolean;
  is_assistant_for_users_enabled: boolean;
  ignore_ai_tool_types: TAiToolType[];
  cancelation_observations: string | null;
  reminder_custom_message: string | null;
  send_reminder_message: boolean;
  bday_message: string | null;
  /** Manhã/tarde/noite windows; null = the defaults. */
  day_parts: TDayPartWindows | null;
}

const FIELDS = `id custom_assistant_name custom_greeting is_greeting_clients_by_name custom_greeting_clients_instructions
  chat_personality_slug custom_instructions assistant_language is_assistant_schedule_entry_confirm
  custom_assistant_schedule_entry_message when_answer_about_price limit_suggestions_per_period max_upcoming_schedules_per_client
  hours_to_suspend_assistant_after_human_intervention min_response_delay custom_transfer_instructions
  is_assistant_for_clients_enabled is_assistant_for_users_enabled ignore_ai_tool_types cancelation_observations
  reminder_custom_message send_reminder_message bday_message day_parts`;

const QUERY = `query companySettings { loggedUser { companies { ${FIELDS} } } }`;

/** loggedUser.companies with the assistant fields, for one company. */
async function getCompanySettings(companyId: string): Promise<TCompanySettings> {
  const data = await graphqlQuery<{ loggedUser: { companies: TCompanySettings[] } }>('user', 'companySettings', QUERY);
  const found = data.loggedUser.companies.find((c) => String(c.id) === String(companyId));
  if (!found) throw new Error('Empresa não encontrada.');
  return found;
}

export const companySettingsQueryKey = (companyId: string) => ['company-settings', companyId] as const;

function companySettingsQueryOptions(companyId: string) {
  return queryOptions({ queryKey: companySettingsQueryKey(companyId), queryFn: () => getCompanySettings(companyId) });
}

export function useCompanySettings(companyId: string | null) {
  return useQuery({ ...companySettingsQueryOptions(companyId ?? ''), enabled: Boolean(companyId) });
}
