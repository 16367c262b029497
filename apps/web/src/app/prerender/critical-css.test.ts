import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withCriticalCss } from './critical-css';

const CSS = [
  '.used{color:red}',
  '.unused{color:blue}',
  '.\\[\\&_svg\\]\\:size-5 svg{width:1.25rem}',
  '.dark .used{color:white}',
  'html.consented [data-before-app]{display:none}',
  '@media (min-width:640px){.sm\\:wide{width:10rem}.sm\\:never{width:1rem}}',
].join('\n');

function page(markup: string, boot = '<script type="module" crossorigin src="/assets/boot.js" data-app-code="/assets/main.js"></script>') {
  return `<!doctype html><html><head><title>T</title>${boot}\n    <link rel="stylesheet" crossorigin href="/assets/app.css"></head><body><div id="root">${markup}</div></body></html>`;
}

function distWithStylesheet(css: string): string {
  const dist = mkdtempSync(join(tmpdir(), 'critical-css-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app.css'), css);
  return dist;
}

const inlined = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';

describe('withCriticalCss', () => {
  it('inlines only the rules the markup uses, with those of the classes set before paint, and moves the stylesheet to the start-up script', async () => {
    const dist = distWithStylesheet(CSS);
    const html = await withCriticalCss(
      page('<p class="used sm:wide" data-before-app="">Olá</p><button class="[&amp;_svg]:size-5"><svg></svg></button>'),
      dist,
    );
    const css = inlined(html);
    expect(css).toContain('.used{color:red}');
    expect(css).toContain('.sm\\:wide');
    // React writes `&` in a class as `&amp;`: the rule for it is still found.
    expect(css).toContain('.\\[\\&_svg\\]\\:size-5 svg{width:1.25rem}');
    expect(css).toContain('.dark .used');
    expect(css).toContain('html.consented [data-before-app]');
    expect(css).not.toContain('.unused');
    expect(css).not.toContain('sm\\:never');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('src="/assets/boot.js" data-app-css="/assets/app.css" data-app-code="/assets/main.js"');
    expect(html).toContain('<p class="used sm:wide" data-before-app="">Olá</p>');
  });

  it('reuses the computed rules for a page of the same shape with other text, and computes them for another shape', async () => {
    const dist = distWithStylesheet('.a{color:red}\n.b{color:blue}');
    const first = await withCriticalCss(page('<p class="a">Barbearia Um</p>'), dist);
    // The file changes behind the cache: a page of the same shape keeps what was computed, a new shape reads it again.
    writeFileSync(join(dist, 'assets', 'app.css'), '.a{color:green}\n.b{color:blue}');
    const sameShape = await withCriticalCss(page('<p class="a">Salão Dois</p>'), dist);
    const otherShape = await withCriticalCss(page('<p class="a b">Clínica</p>'), dist);
    expect(inlined(first)).toBe('.a{color:red}');
    expect(inlined(sameShape)).toBe('.a{color:red}');
    expect(inlined(otherShape)).toContain('.a{color:green}');
    expect(inlined(otherShape)).toContain('.b{color:blue}');
  });

  it('leaves a page without the start-up script (the app’s index.html) and one whose stylesheet cannot be read as they are', async () => {
    const dist = distWithStylesheet(CSS);
    const plain = page('<p class="used">x</p>', '<script type="module" crossorigin src="/assets/index.js"></script>');
    expect(await withCriticalCss(plain, dist)).toBe(plain);
    const missing = page('<p class="used">y</p>').replace('/assets/app.css', '/assets/gone.css');
    expect(await withCriticalCss(missing, dist)).toBe(missing);
  });
});
