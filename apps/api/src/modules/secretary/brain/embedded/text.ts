// Text normalisation for Brazilian chat Portuguese: accents, repeated letters, abbreviations.
// `fold` keeps one output character per input character, so positions map back to the original.

const COMBINING = /[\u0300-\u036f]/g;

/** Lower case, no accents, same length as the input. */
export function fold(text: string): string {
  let out = '';
  for (const ch of text) {
    const base = ch.normalize('NFD').replace(COMBINING, '').toLowerCase();
    out += base.length === ch.length ? base : ch.toLowerCase();
  }
  return out;
}

// Common chat abbreviations and misspellings → the word the rules look for.
const SLANG: Record<string, string> = {
  vc: 'voce',
  vcs: 'voces',
  voceis: 'voces',
  q: 'que',
  pq: 'porque',
  pra: 'para',
  pro: 'para',
  p: 'para',
  hj: 'hoje',
  hje: 'hoje',
  amnh: 'amanha',
  amn: 'amanha',
  amanhan: 'amanha',
  amanham: 'amanha',
  manha: 'manha',
  dps: 'depois',
  tb: 'tambem',
  tbm: 'tambem',
  qto: 'quanto',
  qnto: 'quanto',
  qt: 'quanto',
  qnt: 'quanto',
  quantu: 'quanto',
  blz: 'beleza',
  obg: 'obrigado',
  obgd: 'obrigado',
  obgda: 'obrigada',
  brigado: 'obrigado',
  brigada: 'obrigada',
  vlw: 'valeu',
  td: 'tudo',
  msg: 'mensagem',
  sab: 'sabado',
  sabdo: 'sabado',
  sabad: 'sabado',
  seg: 'segunda',
  qua: 'quarta',
  qui: 'quinta',
  sex: 'sexta',
  dom: 'domingo',
  n: 'nao',
  nn: 'nao',
  naum: 'nao',
  ñ: 'nao',
  s: 'sim',
  ss: 'sim',
  eh: 'e',
  oq: 'o que',
  cm: 'como',
  agr: 'agora',
  mto: 'muito',
  mt: 'muito',
  mtu: 'muito',
  qdo: 'quando',
  qnd: 'quando',
  orario: 'horario',
  horaro: 'horario',
  horariu: 'horario',
  hrario: 'horario',
  horarios: 'horarios',
  ajendar: 'agendar',
  agenda: 'agenda',
  marca: 'marca',
  disponivel: 'disponivel',
  disponivl: 'disponivel',
  tah: 'ta',
  to: 'to',
  kd: 'cade',
  cancelar: 'cancelar',
  cancela: 'cancela',
  desmarca: 'desmarca',
  sexta_feira: 'sexta',
  fds: 'fim de semana',
  prox: 'proxima',
  proxim: 'proxima',
  poderia: 'poderia',
  consigo: 'consigo',
  tdb: 'tudo bem',
  bele: 'beleza',
  certin: 'certo',
  certinho: 'certo',
  okk: 'ok',
  oks: 'ok',
  okay: 'ok',
  ok: 'ok',
  tendi: 'entendi',
  aki: 'aqui',
  ai: 'ai',
  ae: 'ai',
  hrs: 'h',
  hr: 'h',
  hs: 'h',
  min: 'min',
};

/** Folded text with punctuation spaced out, letters repeated 3+ times collapsed and slang expanded. */
export function normalize(text: string): string {
  const folded = fold(text)
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/([a-z])\1{2,}/g, '$1')
    .replace(/(\d)\s*(?:hrs|hr|hs|horas|hora)\b/g, '$1h')
    .replace(/[^a-z0-9:/\s?-]/g, ' ')
    .replace(/\?/g, ' ? ')
    .replace(/(^|\s)-+|-+(\s|$)/g, ' ');
  return folded
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => SLANG[w] ?? w)
    .join(' ');
}

export const STOPWORDS = new Set(
  'a o e de da do das dos em no na nos nas um uma uns umas para por com que se eu voce voces me te meu minha seu sua ele ela isso essa esse esta este ai la aqui tem ter qual quais como quando onde oi ola bom boa dia tarde noite por favor ta to e ja so mais muito tambem ou mas nao sim ate pra pro ao aos as os pelo pela gostaria queria quero saber fazer fazem faz vcs vc'.split(
    ' ',
  ),
);

export function tokens(normalized: string): string[] {
  return normalized.split(' ').filter((w) => w && w !== '?');
}

/** Very small Portuguese stemmer: enough to match 'cortes'/'corte', 'unhas'/'unha', 'marcar'/'marcacao'. */
export function stem(word: string): string {
  let w = word;
  for (const suffix of ['coes', 'cao', 'mente', 'inhos', 'inhas', 'inho', 'inha', 'zinho', 'zinha', 'oes', 'aes', 'es', 's']) {
    if (w.length - suffix.length >= 4 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w;
}
