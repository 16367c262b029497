/** Logs never carry a full phone number or e-mail (LGPD): keep the last digits and the domain only. */
export function maskPii(text: string): string {
  return text
    .replace(/(\+|%2B)?\d{6,}(\d{4})/g, (_m, _plus, tail: string) => `***${tail}`)
    .replace(/([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*(@|%40)([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g, '$1***$2$3');
}
