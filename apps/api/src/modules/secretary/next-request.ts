// Where the client's next request starts in one message, read on folded text: at a booking verb or an availability
// question after a comma or an "e" ("cancela o corte, e já marca a barba", "… e aproveitando, vcs tem horário…", "e já
// aproveita e vê se tem limpeza de pele sábado"), or at a new sentence that turns to something else ("… de sexta. e a
// nutri continua…?"). The brain reads what follows a cancel or a move from here (then-requests); the safety layer
// reads each request of the message apart (guarded-beside).

/** Global: nextRequestAt reads it from a given index; requestParts cuts at every match. */
const NEXT_REQUEST_RE =
  /(?:[,;.!]\s*|\s)(?:e\s+)?(?:aproveitando,?\s+)?(?:(?:ja|tambem|tb|depois|ai|aproveita e)\s+)*(?=(?:marca|marque|marcar|agenda|agende|agendar|quero|queria|gostaria)\b|(?:vcs|voces|vc|voce)\s+(?:tem|teriam?)\s+(?:horario|vaga)|(?:ve|veja|verifica|olha) se (?:tem|teria|tiver)\b)|[.;!?]\s*(?=e\s+(?:o|a|os|as|meu|minha)\s)/g;

/** The folded message cut into its requests, and each request into its sentences. */
export function requestParts(folded: string): string[] {
  return folded
    .split(NEXT_REQUEST_RE)
    .flatMap((part) => part.split(/[.;!?\n]+/))
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Where the next request after index `from` starts in the folded message (and where its words begin), if any. */
export function nextRequestAt(folded: string, from: number): { index: number; end: number } | null {
  NEXT_REQUEST_RE.lastIndex = from;
  const next = NEXT_REQUEST_RE.exec(folded);
  return next ? { index: next.index, end: next.index + next[0].length } : null;
}
