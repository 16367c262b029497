// Titles of the timeline items of tag changes and prontuário records (issue 12), shared so the API and the
// web mocks word them the same way.
import type { TClientRecordType } from './client';

/** The values of client_tag_changes.action (checked by the table too). */
export type TTagChangeAction = 'added' | 'removed' | 'renamed';

export function tagChangeTitle(change: { action: TTagChangeAction; tag: string; previous_tag: string | null }): string {
  if (change.action === 'renamed') return `Etiqueta renomeada: ${change.previous_tag ?? '?'} → ${change.tag}`;
  return `Etiqueta ${change.action === 'added' ? 'adicionada' : 'removida'}: ${change.tag}`;
}

const RECORD_TITLES: Record<TClientRecordType, string> = {
  evaluation: 'Avaliação registrada',
  observation: 'Observação registrada',
  restriction: 'Restrição registrada',
  photo: 'Foto adicionada',
  video: 'Vídeo adicionado',
  audio: 'Áudio adicionado',
};
const RECORD_EXCERPT = 80;

/**
 * "Restrição registrada: Alergia a amônia": the record's kind and the first line of its text (a caption for
 * media). Never the file: its URL is signed per request and the prontuário tab is where it is opened.
 */
export function recordTimelineTitle(record: { type: TClientRecordType; text: string | null }): string {
  const label = RECORD_TITLES[record.type] ?? 'Registro no prontuário';
  const line = (record.text ?? '').trim().split('\n')[0]!.trim();
  if (!line) return label;
  return `${label}: ${line.length > RECORD_EXCERPT ? `${line.slice(0, RECORD_EXCERPT - 1)}…` : line}`;
}
