// Asking what the place does ("o que vcs fazem?", "quais são os serviços?"): the list of services wanted, no service
// named. Shared by the intent reader (listServices) and the service reader, which drops a body word said beside it.
export const WHAT_WE_HAVE_RE =
  /\b(?:o|que) que voces? (?:fazem|faz|oferecem|oferece|tem)\b|\b(?:quais|que) (?:sao )?(?:os )?(?:servicos|procedimentos|tratamentos|opcoes)\b/;

/** "meu cabelo tá mt ressecado", "minha unha anda fraca": how a part of the body is, a reason, not a service asked. */
// ("to com o cabelo horrível", "estou com a unha toda quebrada": the same, said of oneself.)
export const BODY_STATE_RE =
  /\b(?:(?:meu|minha|meus|minhas|o|a)\s+[a-z]+\s+(?:ta|esta|anda|ficou|fica|tao|sao|estao)|(?:to|tou|estou|ando)\s+(?:com|c)\s+(?:o|a|os|as|meu|minha|meus|minhas)\s+[a-z]+)\s+(?:(?:muito|mt|mto|meio|bem|super|todo|toda|tao|mais)\s+)?[a-z]+/g;

/**
 * "to c o cabelo horrível kkk 😭", "minha unha tá péssima": the client's own hair or nails, no grievance with the
 * business. (Only parts of the body: "o atendimento tá horrível" is a complaint.)
 */
export const OWN_BODY_STATE_RE =
  /\b(?:(?:meu|minha|meus|minhas|o|a|os|as)\s+(?:cabelos?|unhas?|pele|barba|sobrancelhas?|rosto|pes?|maos?|franja|raiz|fios|cachos)\s+(?:ta|esta|anda|ficou|tao|estao)|(?:to|tou|estou|ando)\s+(?:com|c)\s+(?:o|a|os|as|meu|minha|meus|minhas)\s+(?:cabelos?|unhas?|pele|barba|sobrancelhas?|rosto|pes?|maos?|franja|raiz|fios|cachos))\s+(?:(?:muito|mt|mto|meio|bem|super|todo|toda|tao|mais)\s+)?[a-z]+/g;
