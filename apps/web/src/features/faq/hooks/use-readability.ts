import { useDeferredValue, useMemo } from 'react';
import { readabilityLevel, type Readability } from '@agenda/shared/readability';
import { fleschPtBR } from '@agenda/shared/readability-pt';

export interface TReadabilityReport extends Readability {
  /** Flesch reading ease adapted to Portuguese (Martins et al., 1996), 0 to 100. */
  score: number;
  words: number;
  sentences: number;
  wordsPerSentence: number;
}

/** The §5 readability of a text, or null while it has no words. */
export function readabilityReport(text: string): TReadabilityReport | null {
  const score = fleschPtBR(text);
  if (score === null) return null;
  const words = (text.match(/[\p{L}\p{N}]+/gu) ?? []).length;
  const sentences = Math.max(1, (text.match(/[.!?…]+(\s|$)/g) ?? []).length);
  return { ...readabilityLevel(score), score, words, sentences, wordsPerSentence: Math.round((words / sentences) * 10) / 10 };
}

/** Recomputed as the owner types; deferred so typing never waits for it. */
export function useReadability(text: string): TReadabilityReport | null {
  const deferred = useDeferredValue(text);
  return useMemo(() => readabilityReport(deferred), [deferred]);
}
