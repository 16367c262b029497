import { describe, expect, it } from 'vitest';
import { markdownBlocks, markdownHtml } from './markdown';

describe('markdownHtml', () => {
  it('keeps plain paragraphs as before (blank lines separate them)', () => {
    expect(markdownHtml('A secretária confirma.\n\nQuem não responde recebe um lembrete.')).toBe(
      '<p>A secretária confirma.</p><p>Quem não responde recebe um lembrete.</p>',
    );
  });

  it('reads titles, lists, bold, italic and links', () => {
    const text = [
      '## Como funciona',
      'A secretária **confirma** um dia *antes*.',
      '',
      '- Lembrete no WhatsApp',
      '- Resposta com [um clique](https://agendainteligente.com.br/ajuda)',
      '',
      '1. Cadastre os serviços',
      '2) Conecte o WhatsApp',
      '',
      '### Veja também [o blog](/blog)',
    ].join('\n');
    expect(markdownHtml(text)).toBe(
      '<h2>Como funciona</h2><p>A secretária <strong>confirma</strong> um dia <em>antes</em>.</p>' +
        '<ul><li>Lembrete no WhatsApp</li><li>Resposta com <a href="https://agendainteligente.com.br/ajuda" rel="noopener">um clique</a></li></ul>' +
        '<ol><li>Cadastre os serviços</li><li>Conecte o WhatsApp</li></ol>' +
        '<h3>Veja também <a href="/blog">o blog</a></h3>',
    );
  });

  it('escapes HTML and refuses javascript: links', () => {
    expect(markdownHtml('<script>alert(1)</script> [x](javascript:alert(1)) **<b>**')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; [x](javascript:alert(1)) <strong>&lt;b&gt;</strong></p>',
    );
    expect(markdownHtml('[a](https://x.com/"onmouseover="y)')).not.toContain('"onmouseover');
  });

  it('reads a list mixed with text as a paragraph, and a lone * as text', () => {
    expect(markdownBlocks('- um\ntexto solto')).toEqual([{ kind: 'p', inlines: [{ kind: 'text', text: '- um\ntexto solto' }] }]);
    expect(markdownHtml('2 * 3 = 6')).toBe('<p>2 * 3 = 6</p>');
  });
});
