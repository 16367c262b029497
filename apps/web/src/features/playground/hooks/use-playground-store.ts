// The test conversation (UI state): who the owner pretends to be and what was said, shared by
// /app/playground and the "testar assistente" modal, kept while the owner moves around the app.
import { create } from 'zustand';
import type { TDialogueStateDto } from '@agenda/shared/schemas/dialogue-state-dto';
import type { TBrainActionDto } from '@agenda/shared/schemas/secretary';

export interface TPlaygroundEntry {
  id: number;
  from: 'client' | 'assistant' | 'error';
  text: string;
  actions: TBrainActionDto[];
  at: string;
}

export interface TPlaygroundClient {
  name: string;
  phone: string;
}

/** A valid Brazilian mobile number, new for every test conversation. */
function randomTestPhone(): string {
  return `+55119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

interface PlaygroundState {
  companyId: string | null;
  client: TPlaygroundClient;
  entries: TPlaygroundEntry[];
  /** What the secretary holds after the last answer (null before the first one). */
  dialogueState: TDialogueStateDto | null;
  seq: number;
  forCompany: (companyId: string) => void;
  add: (entry: Omit<TPlaygroundEntry, 'id' | 'at'>) => void;
  setDialogueState: (state: TDialogueStateDto | null) => void;
  setClient: (client: TPlaygroundClient) => void;
  /** A new conversation: new phone, nothing said yet. */
  restart: () => void;
}

const fresh = () => ({
  client: { name: 'Ana Teste', phone: randomTestPhone() },
  entries: [] as TPlaygroundEntry[],
  dialogueState: null as TDialogueStateDto | null,
});

export const usePlaygroundStore = create<PlaygroundState>()((set, get) => ({
  companyId: null,
  ...fresh(),
  seq: 0,
  forCompany(companyId) {
    if (get().companyId !== companyId) set({ companyId, ...fresh() });
  },
  add(entry) {
    set((s) => ({ seq: s.seq + 1, entries: [...s.entries, { ...entry, id: s.seq + 1, at: new Date().toISOString() }] }));
  },
  setDialogueState(dialogueState) {
    set({ dialogueState });
  },
  setClient(client) {
    set({ client, entries: [], dialogueState: null });
  },
  restart() {
    set((s) => ({ client: { name: s.client.name, phone: randomTestPhone() }, entries: [], dialogueState: null }));
  },
}));
