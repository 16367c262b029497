// "as duas", "os dois" counting things, never two o'clock: "passar as duas pra terça" (the two appointments
// moved), "qnt fica as duas?", "e o valor das duas?" (the price of both).
export const BOTH_COUNTED_RE =
  /\b(?:os|as) (?:dois|duas|tres)(?= (?:pra|para|pro|pras|pros)\b)|(?<=\b(?:fica|ficam|custa|custam|sai|saem) )(?:os|as) (?:dois|duas|tres)\b|\b(?:valor|preco|total) d(?:os|as) (?:dois|duas|tres)\b/g;
