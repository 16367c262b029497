import { describe, expect, it } from 'vitest';
import { CRM_STAGES, CRM_STAGE_LABELS, DEFAULT_CRM_STAGE, crmStageOrder } from './crm';

describe('CRM stages', () => {
  it('keep the order of docs/spec.md §4', () => {
    expect(CRM_STAGES).toEqual(['prospect', 'qualified', 'active', 'inactive', 'unqualified', 'unresponsive']);
    expect(CRM_STAGES.map(crmStageOrder)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('start at prospect, labelled Contato Inicial', () => {
    expect(DEFAULT_CRM_STAGE).toBe('prospect');
    expect(CRM_STAGE_LABELS.prospect).toBe('Contato Inicial');
  });
});
