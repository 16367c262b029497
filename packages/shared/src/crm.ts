// CRM stages of docs/spec.md §4, in pipeline order; transitions are free (not specified).

export const CRM_STAGES = ['prospect', 'qualified', 'active', 'inactive', 'unqualified', 'unresponsive'] as const;
export type TCrmStage = (typeof CRM_STAGES)[number];

export const DEFAULT_CRM_STAGE: TCrmStage = 'prospect';

// Only 'Contato Inicial' is given by the spec; the other labels are ours.
export const CRM_STAGE_LABELS: Record<TCrmStage, string> = {
  prospect: 'Contato Inicial',
  qualified: 'Qualificado',
  active: 'Ativo',
  inactive: 'Inativo',
  unqualified: 'Desqualificado',
  unresponsive: 'Sem resposta',
};

/** Position in the pipeline, for sorting Kanban columns. */
export function crmStageOrder(stage: TCrmStage): number {
  return CRM_STAGES.indexOf(stage);
}
