import { sentimentLabel } from '@agenda/shared/chat';

export type TSentimentTone = 'success' | 'default' | 'warning' | 'error';

/** The pill colour and label of a sentiment from -5 to 5 (null when not measured yet). */
export function sentimentInfo(score: number | null | undefined): { tone: TSentimentTone; label: string; emoji: string } | null {
  if (score === null || score === undefined || !Number.isFinite(score)) return null;
  const label = sentimentLabel(score);
  if (score >= 1) return { tone: 'success', label, emoji: '🙂' };
  if (score > -1) return { tone: 'default', label, emoji: '😐' };
  if (score > -3) return { tone: 'warning', label, emoji: '🙁' };
  return { tone: 'error', label, emoji: '😠' };
}
