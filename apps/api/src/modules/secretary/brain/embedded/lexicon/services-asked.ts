// Asking what the place does ("o que vcs fazem?", "quais são os serviços?"): the list of services wanted, no service
// named. Shared by the intent reader (listServices) and the service reader, which drops a body word said beside it.
export const WHAT_WE_HAVE_RE =
  /\b(?:o|que) que voces? (?:fazem|faz|oferecem|oferece|tem)\b|\b(?:quais|que) (?:sao )?(?:os )?(?:servicos|procedimentos|tratamentos|opcoes)\b/;
