// Business types of docs/spec.md §3 "Company choices", with their pt-BR labels. A module of their own
// (re-exported by company.ts): the public company page shows a label without loading the other enums.

export const COMPANY_CATEGORIES = [
  'dentista',
  'medicina',
  'manicure_pedicure',
  'clinica_estetica',
  'salao_de_beleza',
  'barbearia',
  'lash_designer',
  'spa_e_massagem',
  'depilacao',
  'nutricao',
  'fisioterapia',
  'agencia_marketing',
  'tecnologia',
  'imobiliaria',
  'outro',
] as const;
export type TCompanyCategory = (typeof COMPANY_CATEGORIES)[number];

export const COMPANY_CATEGORY_LABELS: Record<TCompanyCategory, string> = {
  dentista: 'Dentista',
  medicina: 'Medicina',
  manicure_pedicure: 'Manicure e pedicure',
  clinica_estetica: 'Clínica de estética',
  salao_de_beleza: 'Salão de beleza',
  barbearia: 'Barbearia',
  lash_designer: 'Lash designer',
  spa_e_massagem: 'Spa e massagem',
  depilacao: 'Depilação',
  nutricao: 'Nutrição',
  fisioterapia: 'Fisioterapia',
  agencia_marketing: 'Agência de marketing',
  tecnologia: 'Tecnologia',
  imobiliaria: 'Imobiliária',
  outro: 'Outro',
};

/** Beauty and well-being, the product's public, come first; each group in pt-BR order; "Outro" last. */
const LIKELY_CATEGORIES: readonly TCompanyCategory[] = [
  'salao_de_beleza',
  'barbearia',
  'manicure_pedicure',
  'clinica_estetica',
  'lash_designer',
  'depilacao',
  'spa_e_massagem',
];

/** The business-type choices of the company forms, in the order they are offered. */
export function companyCategoryOptions(): { value: TCompanyCategory; label: string }[] {
  const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
  const option = (value: TCompanyCategory) => ({ value, label: COMPANY_CATEGORY_LABELS[value] });
  const likely = LIKELY_CATEGORIES.map(option).sort((a, b) => collator.compare(a.label, b.label));
  const rest = COMPANY_CATEGORIES.filter((c) => c !== 'outro' && !LIKELY_CATEGORIES.includes(c))
    .map(option)
    .sort((a, b) => collator.compare(a.label, b.label));
  return [...likely, ...rest, option('outro')];
}
