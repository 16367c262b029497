import type { TBrainService } from '../types.js';
import { matchService } from './match.js';

// "tenho um retorno quinta… acho q tem que ser consulta normal né?": what the appointment should be, a switch.
const MUST_BE_RE = /\b(?:tem|teria|deveria|devia|precisa|precisaria|era pra|era para) (?:que |de )?ser\s+/;

/** "tem que ser consulta" read as "troca pra consulta", when a service is named right after it. */
export function mustBeAsSwitch(text: string, services: TBrainService[]): string {
  const m = MUST_BE_RE.exec(text);
  if (!m) return text;
  const after = text
    .slice(m.index + m[0].length)
    .split(/[?,.;!]/)[0]!
    .split(' ')
    .slice(0, 3)
    .join(' ');
  return matchService(after, services) ? `${text.slice(0, m.index)}troca pra ${text.slice(m.index + m[0].length)}` : text;
}
