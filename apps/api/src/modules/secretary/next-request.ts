// Where the client's next request starts in one message, read on folded text: at a booking verb after a comma or an
// "e" ("cancela o corte, e já marca a barba"), or at a new sentence that turns to something else ("… de sexta. e a
// nutri continua…?"). The brain reads what follows a cancel or a move from here (then-requests); the safety layer
// reads each request of the message apart (guarded-beside).

/** Global: `exec` it from a `lastIndex` to find the next request after a given one. */
export const NEXT_REQUEST_RE =
  /(?:[,;.!]\s*|\s)(?:e\s+)?(?:ja\s+|tambem\s+|tb\s+|depois\s+|ai\s+|aproveita e\s+)?(?=(?:marca|marque|marcar|agenda|agende|agendar|quero|queria|gostaria)\b)|[.;!?]\s*(?=e\s+(?:o|a|os|as|meu|minha)\s)/g;

/** The folded message cut into its requests, and each request into its sentences. */
export function requestParts(folded: string): string[] {
  return folded
    .split(NEXT_REQUEST_RE)
    .flatMap((part) => part.split(/[.;!?\n]+/))
    .map((part) => part.trim())
    .filter(Boolean);
}
