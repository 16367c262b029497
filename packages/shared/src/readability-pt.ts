// Flesch reading ease adapted to Portuguese (Martins et al., 1996):
//   248.835 − 1.015 × (words / sentences) − 84.6 × (syllables / words)
// Syllables are counted as vowel groups, which is close enough for a hint shown while typing.
import { readabilityLevel, type Readability } from './readability';

const VOWEL_GROUP = /[aeiouyáàâãéêíóôõúü]+/gi;

function countSyllablesPt(word: string): number {
  const groups = word.toLowerCase().match(VOWEL_GROUP);
  if (!groups) return word.trim() ? 1 : 0;
  // Hiatus with an accented or tonic second vowel ("saúde", "país") splits a group in two.
  let n = 0;
  for (const g of groups) n += g.length > 1 && /[íúáéó]/.test(g.slice(1)) ? 2 : 1;
  return n;
}

export function fleschPtBR(text: string): number | null {
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  const sentences = Math.max(1, (text.match(/[.!?…]+(\s|$)/g) ?? []).length);
  const syllables = words.reduce((sum, w) => sum + countSyllablesPt(w), 0);
  const score = 248.835 - 1.015 * (words.length / sentences) - 84.6 * (syllables / words.length);
  return Math.round(Math.max(0, Math.min(100, score)) * 10) / 10;
}

/** The level of §5 for a text, or null for an empty one. */
export function readabilityOfText(text: string): (Readability & { score: number }) | null {
  const score = fleschPtBR(text);
  return score === null ? null : { ...readabilityLevel(score), score };
}
