/** Crawlers and audit tools get no error page; errors are only logged (SPEC §2). */
export function isBotUserAgent(ua: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return /bot|lighthouse|facebookexternalhit|facebook external hit|google/i.test(ua);
}
