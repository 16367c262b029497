// Responses may come as { enc }: base64 of the UTF-8 JSON payload. A payload that does not
// decode or parse is rejected (docs/spec.md §7/§8 "Decrypt failure").
export function decryptPayload(enc: string): unknown {
  const binary = atob(enc);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  return JSON.parse(text) as unknown;
}
