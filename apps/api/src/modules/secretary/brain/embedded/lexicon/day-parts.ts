// Parts of the day as clients say them. `part` is the company-tunable window (input.company.day_parts);
// `span` narrows it: 'early' = its first two hours, 'late' = its last two; `fixed` overrides with HH:MM bounds.
export interface TDayPartWord {
  re: string;
  part: 'morning' | 'afternoon' | 'evening';
  span?: 'early' | 'late';
  fixed?: [string, string];
}

// Order matters: the first that matches wins (specific phrasings before the bare word).
export const DAY_PART_WORDS: TDayPartWord[] = [
  // "só consigo antes do almoço": the morning, up to noon.
  { re: 'antes do almoco|antes da hora do almoco|antes de almocar', part: 'morning', fixed: ['00:00', '12:00'] },
  {
    re: '(no )?(horario|hora|hr) (do|de) almoco|na hora do almoco|no almoco|na hora de almoco',
    part: 'afternoon',
    fixed: ['11:30', '14:00'],
  },
  { re: 'depois do almoco|apos o almoco|pos almoco|logo apos o almoco', part: 'afternoon', fixed: ['13:00', '18:00'] },
  {
    // Not "o primeiro horário que tiver" (the earliest free, any time), "o primeiro horário depois das 14" or "de
    // sábado" (the first of that window or day), nor "mais cedo" (earlier than another).
    re: '(?<!mais )(bem )?cedo|cedinho|primeira hora|logo cedo|de manhazinha|manhazinha|primeiro horario(?! (?:que|q) (?:tiver|tem|houver|estiver|vc|voce)| livre| disponivel| vago| (?:depois|dps|apos|a partir|antes|da|de|do|na|no|a|pela|pelo)\\b)',
    part: 'morning',
    fixed: ['00:00', '10:00'],
  },
  { re: '(no )?(fim|final) (da|de) tarde|(no )?(fim|final) do dia|tardinha|fim da tarde', part: 'afternoon', span: 'late' },
  { re: '(no )?(fim|final|finalzinho) (da|de) manha', part: 'morning', span: 'late' },
  { re: '(no )?(comeco|comecinho|inicio) (da|de) tarde', part: 'afternoon', span: 'early' },
  { re: 'noitinha|(a|de|na|pela|durante a) noite|noite', part: 'evening' },
  { re: '(de|na|pela|durante a|parte da|no periodo da) manha|manha', part: 'morning' },
  { re: '(a|de|na|pela|durante a|parte da|no periodo da) tarde|tarde', part: 'afternoon' },
  { re: 'meio da tarde', part: 'afternoon' },
];

/** Words that contain a day-part word without meaning one ("boa tarde", "mais tarde"); "3 da tarde" is a time (times.ts). */
// ("saio do trabalho cedo nesse dia", "acordo cedo": why the client can come, not the part of the day asked.)
export const DAY_PART_FALSE = [
  'boa tarde',
  'boa noite',
  'bom dia',
  'mais tarde',
  'mais cedo',
  'tarde demais',
  'ate mais tarde',
  '(?:saio|sair|saindo|largo|largar) (?:d[oa] \\S+ )?cedo',
  '(?:acordo|acordar) cedo',
];
