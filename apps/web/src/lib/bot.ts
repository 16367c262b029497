/** Crawlers and audit tools get no error page; errors are only logged (docs/spec.md §2). */
export function isBotUserAgent(ua: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return /bot|lighthouse|facebookexternalhit|facebook external hit|google/i.test(ua);
}
