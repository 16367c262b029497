/** Text made safe for HTML: an element's content or a quoted attribute's value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
