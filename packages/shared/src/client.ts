// Client enums of docs/spec.md §3 "Client and client records".

export type TClientGender = 'female' | 'male' | 'non_binary';

// 'Prefiro não informar' is stored as null, not as a fourth value.
export const CLIENT_GENDER_OPTIONS: readonly { readonly value: TClientGender | null; readonly label: string }[] = [
  { value: 'female', label: 'Feminino' },
  { value: 'male', label: 'Masculino' },
  { value: 'non_binary', label: 'Não binário' },
  { value: null, label: 'Prefiro não informar' },
];

export const CLIENT_RECORD_TYPES = ['evaluation', 'observation', 'restriction', 'photo', 'video', 'audio'] as const;
export type TClientRecordType = (typeof CLIENT_RECORD_TYPES)[number];

export const CLIENT_RECORD_TYPE_LABELS: Record<TClientRecordType, string> = {
  evaluation: 'Avaliação',
  observation: 'Observação',
  restriction: 'Restrição',
  photo: 'Foto',
  video: 'Vídeo',
  audio: 'Áudio',
};

const FILE_CLIENT_RECORD_TYPES = ['photo', 'video', 'audio'] as const satisfies readonly TClientRecordType[];
export type TFileClientRecordType = (typeof FILE_CLIENT_RECORD_TYPES)[number];

/** Photo, video and audio records carry exactly one file; the others are text only. */
export function clientRecordTakesFile(type: TClientRecordType): type is TFileClientRecordType {
  return (FILE_CLIENT_RECORD_TYPES as readonly TClientRecordType[]).includes(type);
}
