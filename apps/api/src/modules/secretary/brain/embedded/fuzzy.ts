// Typo-tolerant word lookup over a small vocabulary (service words, FAQ words), with fuse.js.
import { stopwords } from '@orama/stopwords/portuguese';
import Fuse from 'fuse.js';

/**
 * Everyday words (Snowball's Portuguese list: articles, pronouns, every form of ser, estar, ter and
 * haver), accents folded. A real word is never a typo of a vocabulary word: "q horas tinha?" asks
 * about the times shown, it names no "tinta" (coloração).
 */
const EVERYDAY_WORDS = new Set(stopwords.map((w) => w.normalize('NFD').replace(/[\u0300-\u036f]/g, '')));

export interface TVocabulary {
  /** The vocabulary word closest to `word`, or null when nothing is close enough. */
  match(word: string): string | null;
}

const cache = new Map<string, TVocabulary>();

/** Typos keep the first letter, except the silent "h" Portuguese drops ("idratação", "orário"). */
const sameStart = (item: string, word: string) => item[0] === word[0] || (item[0] === 'h' && item[1] === word[0]);

export function vocabulary(words: Iterable<string>, threshold = 0.3): TVocabulary {
  const list = [...new Set(words)].filter((w) => w.length >= 3).sort();
  const key = `${threshold}|${list.join(',')}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const exact = new Set(list);
  const fuse = new Fuse(list, { includeScore: true, threshold, ignoreLocation: true, minMatchCharLength: 3, isCaseSensitive: true });
  const memo = new Map<string, string | null>();
  const voc: TVocabulary = {
    match(word) {
      if (exact.has(word)) return word;
      if (word.length < 4 || EVERYDAY_WORDS.has(word)) return null;
      const seen = memo.get(word);
      if (seen !== undefined) return seen;

      const best = fuse
        .search(word)
        .filter((r) => Math.abs(r.item.length - word.length) <= Math.max(2, Math.floor(word.length / 4)) && sameStart(r.item, word))
        .sort((a, b) => (a.score ?? 1) - (b.score ?? 1) || a.item.localeCompare(b.item))[0];
      // (Else two letters swapped side by side, "tadre", "cotre", maybe without the silent "h", "orairo": fuse.js
      // scores a swap as two changes and misses it in short words.)
      const out =
        best && levenshtein(best.item, word) <= (word.length <= 6 ? 1 : word.length <= 9 ? 2 : 3)
          ? best.item
          : ([word, `h${word}`].flatMap(swapsOf).find((w) => exact.has(w)) ?? null);
      memo.set(word, out);
      return out;
    },
  };
  if (cache.size > 500) cache.clear();
  cache.set(key, voc);
  return voc;
}

/** The word with each pair of neighbouring letters swapped. */
function swapsOf(word: string): string[] {
  return [...word.slice(1)].map((_, i) => word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
}

/**
 * Edit distance, to keep fuse.js suggestions to real typos ("cortee", "barbaa", "sombrancelha"); two letters
 * swapped side by side ("quarat", "qaurta") count as one edit, as a thumb on a phone makes them.
 */
export function levenshtein(a: string, b: string): number {
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, before[j - 2]! + 1);
    }
    before = prev;
    prev = row;
  }
  return prev[b.length]!;
}
