import type { TClientTagDto } from '@agenda/shared/schemas/clients';

const NEUTRAL = '#6b7280';

/** The client's tags in the company's colours (a tag the company has not defined is grey). */
export function TagChips({ tags, defined }: { tags: readonly string[]; defined: readonly TClientTagDto[] | undefined }) {
  if (!tags.length) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Etiquetas">
      {tags.map((name) => {
        const color = defined?.find((t) => t.name.toLowerCase() === name.toLowerCase())?.color ?? NEUTRAL;
        return (
          <li
            key={name}
            className="inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium text-foreground"
            style={{ borderColor: color, backgroundColor: `${color}1a` }}
          >
            <span className="size-2 rounded-full" style={{ backgroundColor: color }} aria-hidden />
            {name}
          </li>
        );
      })}
    </ul>
  );
}
