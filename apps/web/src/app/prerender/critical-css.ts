// The pre-rendered pages' CSS (issue 17): the app's stylesheet is ~110 KB, and a phone had to fetch it and
// then style and lay out every rule of it before the first paint. A pre-rendered page carries instead, in a
// <style>, only the rules that match its markup (Beasties, which checks the selectors against the document:
// ~35 KB for the home), and the whole stylesheet leaves the <head>: the start-up script prefetches it after
// load and applies it when the app starts (src/boot/prerendered-boot.ts), so the page's first paint waits for
// no request and no unused rule. Used by the build (home, login) and by the API for the company pages (the
// SSR bundle exports it), one implementation for both.
import { createHash } from 'node:crypto';
import Beasties from 'beasties';
import { decodeHTMLAttribute } from 'entities';

const STYLESHEET = /\s*<link rel="stylesheet" crossorigin href="([^"]+)">/g;
const BOOT_SCRIPT = /<script type="module" crossorigin src="[^"]+"(?= data-app-code=)/;
const STYLE = /<style>([\s\S]*?)<\/style>/;

// Always kept: rules that depend on a class the page's scripts set before the first paint (theme-init.js: the
// dark theme, a consent already given), which no pre-rendered markup carries; and the few rules Tailwind wraps
// in :where() or :is() (divide-y, space-y, group-open, preflight), which Beasties cannot check (it drops the
// pseudo-class with its argument, leaving nothing to match).
const ALWAYS_KEPT = [/\.dark\b/, /\.consented\b/, /:where\(/, /:is\(/];

// The attributes that hold text or addresses, never what a selector of ours looks at: left out of the
// markup's shape so two businesses' pages with the same parts share one computed CSS.
const CONTENT_ATTRIBUTES = new Set([
  'href',
  'src',
  'srcset',
  'alt',
  'title',
  'content',
  'aria-label',
  'value',
  'placeholder',
  'datetime',
  'd',
  'style',
]);
const TAG = /<([a-zA-Z][\w-]*)([^>]*)>/g;
const ATTRIBUTE = /([^\s=/]+)(?:="([^"]*)")?/g;

/** What a selector can see in the markup: each distinct element by tag and attributes, text left out. */
function markupShape(html: string): string {
  const elements = new Set<string>();
  for (const [, tag, attributes] of html.matchAll(TAG)) {
    const kept = [...(attributes ?? '').matchAll(ATTRIBUTE)]
      .filter(([, name]) => name && !CONTENT_ATTRIBUTES.has(name.toLowerCase()))
      .map(([, name, value]) => (name === 'class' ? `class=${(value ?? '').split(/\s+/).sort().join(' ')}` : `${name}=${value ?? ''}`))
      .sort();
    elements.add(`${tag?.toLowerCase()} ${kept.join(' ')}`);
  }
  return createHash('sha256')
    .update([...elements].sort().join('\n'))
    .digest('hex');
}

// Computed CSS by stylesheet and markup shape: a company page is rendered per request, and Beasties takes
// ~100 ms; the pages of a kind share a handful of shapes. Bounded: the oldest entry goes first.
const MAX_CACHED = 200;
const cache = new Map<string, Promise<string | null>>();

const CLASS_ATTRIBUTE = /class="([^"]*)"/g;

/** A class attribute with its entities decoded, quoted so that it stays one attribute. */
function decodedClass(value: string): string {
  const decoded = decodeHTMLAttribute(value);
  if (!decoded.includes('"')) return `class="${decoded}"`;
  return decoded.includes("'") ? `class="${value}"` : `class='${decoded}'`;
}

async function criticalRules(html: string, distDir: string, stylesheets: string[]): Promise<string | null> {
  const beasties = new Beasties({
    path: distDir,
    publicPath: '/',
    preload: 'body',
    pruneSource: false,
    inlineThreshold: 0,
    compress: true,
    logLevel: 'silent',
    allowRules: ALWAYS_KEPT,
  });
  // Only the markup and the stylesheets: the rest of the head (the public data, the scripts) is not styled.
  // Beasties matches selectors against the attributes as written, entities included: a class such as
  // `[&_svg]:size-5` arrives from React as `[&amp;_svg]:size-5`, so the classes are decoded first.
  const markup = html.replace(CLASS_ATTRIBUTE, (_, value: string) => decodedClass(value));
  const document = `<!doctype html><html><head>${stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}</head>${markup}</html>`;
  const processed = await beasties.process(document);
  return STYLE.exec(processed)?.[1] ?? null;
}

/**
 * The page with its critical CSS inlined and the app's stylesheets moved to `data-app-css` on the start-up
 * script. The page unchanged when it has no such script (the plain index.html) or no rule could be computed.
 */
export async function withCriticalCss(html: string, distDir: string): Promise<string> {
  const stylesheets = [...html.matchAll(STYLESHEET)].map((m) => m[1] ?? '').filter(Boolean);
  if (stylesheets.length === 0 || !BOOT_SCRIPT.test(html)) return html;
  const body = html.slice(html.indexOf('<body'), html.lastIndexOf('</body>') + '</body>'.length);
  const key = `${stylesheets.join(' ')} ${markupShape(body)}`;
  let rules = cache.get(key);
  if (!rules) {
    rules = criticalRules(body, distDir, stylesheets).catch(() => null);
    cache.set(key, rules);
    if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
  }
  const css = await rules;
  if (!css) return html;
  return html
    .replace(STYLESHEET, '')
    .replace(BOOT_SCRIPT, (script) => `${script} data-app-css="${stylesheets.join(' ')}"`)
    .replace('</head>', () => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>\n  </head>`);
}
