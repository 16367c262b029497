// Words two services share ("consulta" in "Consulta clínica geral" and "Consulta nutricional"): said alone
// beside one service already named, they speak of that one.
import type { TBrainService } from '../types.js';
import { normalize, stem, STOPWORDS, tokens } from './text.js';
/**
 * "procuro nutricionista… quanto é a consulta?": the part says only words the title shares with a service
 * already named ("consulta"), so it speaks of that one, not of another "Consulta …".
 */
export function onlySharedWords(part: string, service: TBrainService, named: TBrainService[]): boolean {
  const stems = (t: string) =>
    new Set(
      tokens(normalize(t))
        .filter((w) => !STOPWORDS.has(w))
        .map(stem),
    );
  const own = stems(service.title);
  // (A combo and its parts share their words on purpose: "corte e barba… e só a barba?" names the Barba too.)
  const others = named.filter((n) => !n.title.includes('+') && ![...own].every((w) => stems(n.title).has(w)));
  const said = [...stems(part)].filter((w) => own.has(w));
  return said.length > 0 && said.every((w) => others.some((n) => stems(n.title).has(w)));
}

/**
 * "cancelar minha consulta" holding a Consulta clínica geral and a Consulta nutricional names neither; "cancelar a
 * nutricionista" and "o corte do meu filho" (beside a Corte masculino) do. Whether the message still names `service`
 * once the title words it shares with `others` are taken out.
 */
export function namedApart(message: string, service: TBrainService, others: TBrainService[], match: (t: string) => boolean): boolean {
  const shared = new Set(
    tokens(normalize(service.title))
      .map(stem)
      .filter((w) => others.some((o) => tokens(normalize(o.title)).map(stem).includes(w))),
  );
  if (!shared.size) return true;
  return match(
    tokens(normalize(message))
      .filter((w) => !shared.has(stem(w)))
      .join(' '),
  );
}
