// "as duas", "os dois" counting things, never two o'clock: "passar as duas pra terça" (the two appointments
// moved), "qnt fica as duas?", "e o valor das duas?" (the price of both), "pode confirmar as duas" (both changes shown;
// never "pode ser as duas", "confirma as duas e meia": a time).
export const BOTH_COUNTED_RE =
  /(?<=\b(?:confirma|confirmar|confirmo|faz|fazer|faca|marca|marcar|troca|trocar|muda|mudar|remarca|remarcar|cancela|cancelar|manter|mantem) )(?:os|as) (?:dois|duas|tres)\b(?! (?:horas?|h|e meia|e quinze|e quarenta|da tarde|e \d))|\b(?:os|as) (?:dois|duas|tres)(?= (?:pra|para|pro|pras|pros)\b)|(?<=\b(?:fica|ficam|custa|custam|sai|saem) )(?:os|as) (?:dois|duas|tres)\b|\b(?:valor|preco|total) d(?:os|as) (?:dois|duas|tres)\b/g;
