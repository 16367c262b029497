// The service a cancel names: "tenho a mão e o pé… cancela o pé" (right after the verb), "a barba pode tirar" (right
// before it), never one of a clause that keeps its appointment ("…mas a hidratação continua").
import type { TBrainService } from '../types.js';
import { withoutKeptClauses } from './kept-clauses.js';
import { matchService } from './match.js';
import type { Turn } from './state.js';
import { normalize } from './text.js';

/** "tenho a mão e o pé… cancela o pé", "a barba pode tirar": the service right after the cancel word, or right before "pode X". */
export function serviceCancelled(turn: Turn): TBrainService | null {
  const text = normalize(withoutKeptClauses(turn.input.messages.join(' '))).replace(/\btir(?:a|ar|e)\b/g, 'cancela');
  const after = /\b(?:cancel\w*|desmarc\w*)\s+(?:(?:o|a|os|as|meu|minha)\s+)?(\S+(?:\s+\S+)?)/g;
  const before = /\b(?:o|a|os|as|meu|minha)\s+(\S+(?:\s+\S+)?)\s+(?:pode|podem|pode ja)\s+(?:cancel\w*|desmarc\w*)/g;
  for (const m of [...text.matchAll(after), ...text.matchAll(before)]) {
    const hit = matchService(m[1]!, turn.input.services);
    if (hit) return hit.service;
  }
  return null;
}
