// Instagram handle rule of docs/spec.md §5 "Inputs": people paste profile URLs, '@handle' or the bare handle.

const PROFILE_URL_PREFIX = /^(?:https?:\/\/)?(?:www\.|m\.)?(?:instagram\.com|instagr\.am)(?=\/|$)/i;

function normalizeOnce(input: string): string {
  const noQuery = input.split(/[?#]/)[0] ?? '';
  const compact = noQuery.replace(/[@\s]/g, '');
  let path = compact;
  for (let prev = ''; prev !== path; ) {
    prev = path;
    path = path.replace(/^\/+/, '').replace(PROFILE_URL_PREFIX, '');
  }
  const firstSegment = path.split('/').find((s) => s !== '') ?? '';
  // Instagram usernames are case-insensitive and always shown in lower case.
  return firstSegment.toLowerCase();
}

/**
 * 'https://www.instagram.com/Salao.Bela/?hl=pt' → 'salao.bela'; '@salao' → 'salao'.
 * Repeats until stable so pasted oddities ('instagram.com/instagram.com/x') also settle.
 */
export function normalizeInstagramHandle(input: string): string {
  let current = input;
  for (;;) {
    const next = normalizeOnce(current);
    if (next === current) return next;
    current = next;
  }
}

/** Profile URL for a handle in any accepted form; null when no handle is left. */
export function instagramProfileUrl(handle: string): string | null {
  const clean = normalizeInstagramHandle(handle);
  return clean === '' ? null : `https://www.instagram.com/${clean}/`;
}
