// The Markdown of articles and landing pages: a small, safe subset read the same way by the server page
// (/blog, /lp) and the admin editor's preview. Blocks are separated by a blank line: "## " and "### " titles,
// "- " lists, "1. " numbered lists, paragraphs; inside them **bold**, *italic* and [links](https://…).
// Nothing is trusted as HTML: the HTML form escapes every text.

export type TMarkdownInline = { kind: 'text' | 'strong' | 'em'; text: string } | { kind: 'link'; text: string; href: string };

export type TMarkdownBlock = { kind: 'h2' | 'h3' | 'p'; inlines: TMarkdownInline[] } | { kind: 'ul' | 'ol'; items: TMarkdownInline[][] };

// Links to the web (http/https), to a page of the site ("/…") or to an e-mail only: never javascript: or data:.
const INLINE = /\*\*(.+?)\*\*|\*([^*\s][^*]*?)\*|\[([^\]]+)\]\(((?:https?:\/\/|\/|mailto:)[^\s)]*)\)/g;

function markdownInlines(text: string): TMarkdownInline[] {
  const out: TMarkdownInline[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) out.push({ kind: 'text', text: text.slice(last, m.index) });
    if (m[1] !== undefined) out.push({ kind: 'strong', text: m[1] });
    else if (m[2] !== undefined) out.push({ kind: 'em', text: m[2] });
    else out.push({ kind: 'link', text: m[3]!, href: m[4]! });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

const BULLET = /^[-*]\s+/;
const NUMBERED = /^\d+[.)]\s+/;

function chunkBlocks(chunk: string): TMarkdownBlock[] {
  const lines = chunk.split('\n').map((l) => l.trim());
  const heading = /^(#{1,3})\s+(.*)$/.exec(lines[0]!);
  if (heading) {
    const level = heading[1]!.length === 3 ? 'h3' : 'h2';
    const rest = lines.slice(1).join('\n').trim();
    return [{ kind: level, inlines: markdownInlines(heading[2]!) }, ...(rest ? chunkBlocks(rest) : [])];
  }
  for (const [kind, marker] of [
    ['ul', BULLET],
    ['ol', NUMBERED],
  ] as const)
    if (lines.every((l) => marker.test(l))) return [{ kind, items: lines.map((l) => markdownInlines(l.replace(marker, ''))) }];
  return [{ kind: 'p', inlines: markdownInlines(lines.join('\n')) }];
}

export function markdownBlocks(content: string): TMarkdownBlock[] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((c) => c.trim())
    .filter(Boolean)
    .flatMap(chunkBlocks);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

function inlineHtml(inlines: TMarkdownInline[]): string {
  return inlines
    .map((i) => {
      if (i.kind === 'strong') return `<strong>${escapeHtml(i.text)}</strong>`;
      if (i.kind === 'em') return `<em>${escapeHtml(i.text)}</em>`;
      if (i.kind === 'link') {
        const external = !i.href.startsWith('/');
        return `<a href="${escapeHtml(i.href)}"${external ? ' rel="noopener"' : ''}>${escapeHtml(i.text)}</a>`;
      }
      return escapeHtml(i.text);
    })
    .join('');
}

/** The HTML of the blocks, every text escaped. */
export function markdownHtml(content: string): string {
  return markdownBlocks(content)
    .map((b) =>
      'items' in b
        ? `<${b.kind}>${b.items.map((item) => `<li>${inlineHtml(item)}</li>`).join('')}</${b.kind}>`
        : `<${b.kind}>${inlineHtml(b.inlines)}</${b.kind}>`,
    )
    .join('');
}
