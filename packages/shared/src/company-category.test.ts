// Issue 16: the business-type list of the company forms — beauty first, each group in pt-BR order, "Outro" last.
import { describe, expect, it } from 'vitest';
import { COMPANY_CATEGORIES, companyCategoryOptions } from './company-category';

describe('companyCategoryOptions', () => {
  const labels = companyCategoryOptions().map((o) => o.label);
  const sorted = (list: string[]) => [...list].sort(new Intl.Collator('pt-BR', { sensitivity: 'base' }).compare);

  it('offers every category once, "Outro" last', () => {
    expect(
      companyCategoryOptions()
        .map((o) => o.value)
        .sort(),
    ).toEqual([...COMPANY_CATEGORIES].sort());
    expect(labels.at(-1)).toBe('Outro');
  });

  it('puts the likely beauty businesses first, each group in alphabetical order', () => {
    const likely = labels.slice(0, 7);
    expect(likely).toContain('Salão de beleza');
    expect(likely).toContain('Barbearia');
    expect(likely).toEqual(sorted(likely));
    const rest = labels.slice(7, -1);
    expect(rest).toEqual(sorted(rest));
    expect(rest).not.toContain('Salão de beleza');
  });
});
