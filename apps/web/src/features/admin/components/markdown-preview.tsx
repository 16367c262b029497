// The editor's preview of an article or landing page text: the blocks of @agenda/shared/markdown, the same the
// server page (/blog, /lp) renders, as React elements (so nothing is ever injected as HTML).
import { markdownBlocks, type TMarkdownInline } from '@agenda/shared/markdown';

function Inlines({ inlines }: { inlines: TMarkdownInline[] }) {
  return inlines.map((i, n) => {
    const key = `${n}-${i.kind}`;
    if (i.kind === 'strong') return <strong key={key}>{i.text}</strong>;
    if (i.kind === 'em') return <em key={key}>{i.text}</em>;
    if (i.kind === 'link')
      return (
        <a key={key} href={i.href} target="_blank" rel="noreferrer" className="text-primary underline">
          {i.text}
        </a>
      );
    return <span key={key}>{i.text}</span>;
  });
}

export function MarkdownPreview({ content }: { content: string }) {
  return markdownBlocks(content).map((b, n) => {
    const key = `${n}-${b.kind}`;
    if ('items' in b) {
      const List = b.kind;
      return (
        <List key={key} className={`mt-2 space-y-1 pl-5 ${b.kind === 'ul' ? 'list-disc' : 'list-decimal'}`}>
          {b.items.map((item, m) => (
            <li key={`${key}-${m}`}>
              <Inlines inlines={item} />
            </li>
          ))}
        </List>
      );
    }
    if (b.kind === 'h2')
      return (
        <h3 key={key} className="mt-3 text-base font-semibold">
          <Inlines inlines={b.inlines} />
        </h3>
      );
    if (b.kind === 'h3')
      return (
        <h4 key={key} className="mt-3 font-semibold">
          <Inlines inlines={b.inlines} />
        </h4>
      );
    return (
      <p key={key} className="mt-2 whitespace-pre-line">
        <Inlines inlines={b.inlines} />
      </p>
    );
  });
}
