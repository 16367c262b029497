// The verbs that ask to move an appointment, folded. Verbs only: "mês passado" moves nothing. Shared by the two
// readings that split a move from another request in one message (move-then-request.ts, then-requests.ts).
export const MOVE_VERB_RE =
  /\b(?:remarc\w*|reagend\w*|passa|passar|passe|muda|mudar|mude|troca|trocar|troque|adianta|adiantar|transfere|transferir|joga|jogar)\b/;
