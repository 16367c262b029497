// "manda o catálogo de preços", "tem foto dos cortes?": a request for one of the company's files,
// found by the words of its description (or name). The file goes out after the reply announcing it.
import type { TBrainMedia } from '../types.js';
import type { Turn } from './state.js';
import { normalize, STOPWORDS, stem, tokens } from './text.js';

/** Words that ask for something to be sent or shown. */
const ASKS_FOR_FILE_RE =
  /\b(manda|mande|mandar|envia|envie|enviar|mostra|mostrar|me passa|passa ai|tem (foto|fotos|video|videos|catalogo|cardapio|tabela|pdf|folder|imagem|imagens)|ver (foto|fotos|o catalogo|a tabela|o cardapio|video)|foto|fotos|catalogo|cardapio|folder|pdf)\b/;
/** Words too common to pick a file by. */
const VAGUE = new Set(['foto', 'fotos', 'video', 'videos', 'arquivo', 'imagem', 'imagens', 'manda', 'mande', 'envia', 'quero', 'ver']);

const keysOf = (s: string) =>
  new Set(
    tokens(normalize(s))
      .filter((w) => w.length >= 3 && !STOPWORDS.has(w) && !VAGUE.has(w))
      .map(stem),
  );

/** The file the message asks for: the one sharing the most description words with it (at least one). */
function requestedMedia(text: string, media: TBrainMedia[]): TBrainMedia | null {
  if (!media.length || !ASKS_FOR_FILE_RE.test(text)) return null;
  const said = keysOf(text);
  let best: { m: TBrainMedia; score: number } | null = null;
  for (const m of media) {
    const keys = keysOf(`${m.description ?? ''} ${m.name.replace(/\.[a-z0-9]+$/i, '')}`);
    const score = [...said].filter((w) => keys.has(w)).length;
    if (score > 0 && (!best || score > best.score)) best = { m, score };
  }
  return best?.m ?? null;
}

/** Answers a file request: the reply says what goes, the turn's action sends it. */
export function sendRequestedMedia(turn: Turn, text: string): boolean {
  const file = requestedMedia(text, turn.input.media ?? []);
  if (!file) return false;
  turn.act({ type: 'send_media', detail: file.id });
  turn.say(`Claro! Vou te enviar ${file.description?.trim() ? `*${file.description.trim()}*` : 'o arquivo'} aqui mesmo 👇`);
  return true;
}
