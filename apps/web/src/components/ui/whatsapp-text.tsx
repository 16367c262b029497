import type { ReactNode } from 'react';

// WhatsApp's own markup: *bold*, _italic_, ~strike~ (markers next to a word, not across lines).
const TOKEN = /(\*[^*\n]+\*|_[^_\n]+_|~[^~\n]+~)/g;

function renderLine(line: string, key: number): ReactNode {
  const parts = line.split(TOKEN).filter((p) => p !== '');
  return (
    <span key={key}>
      {parts.map((p, i) => {
        const inner = p.slice(1, -1);
        if (p.length > 2 && p.startsWith('*') && p.endsWith('*')) return <strong key={i}>{inner}</strong>;
        if (p.length > 2 && p.startsWith('_') && p.endsWith('_')) return <em key={i}>{inner}</em>;
        if (p.length > 2 && p.startsWith('~') && p.endsWith('~')) return <s key={i}>{inner}</s>;
        return p;
      })}
    </span>
  );
}

/** Message text with its line breaks and WhatsApp formatting (*bold*, _italic_, ~strike~). */
export function WhatsappText({ text }: { text: string }) {
  const lines = text.split('\n');
  return (
    <p className="text-[14px] leading-5 break-words whitespace-pre-wrap">
      {lines.map((line, i) => (
        <span key={i}>
          {renderLine(line, i)}
          {i < lines.length - 1 ? '\n' : null}
        </span>
      ))}
    </p>
  );
}
