// Decoder for Stripe's form encoding (a[b][0][c]=v, expand[]=x), which stripe-node and curl
// examples use for every request body. Values stay strings, as Stripe receives them.

export type StripeFormValue = string | StripeFormValue[] | { [key: string]: StripeFormValue };

export function parseStripeForm(body: string): Record<string, StripeFormValue> {
  const root: Record<string, StripeFormValue> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.match(/^[^[\]]+|\[[^[\]]*\]/g);
    if (!parts) continue;
    const path = parts.map((p, i) => (i === 0 ? p : p.slice(1, -1)));
    assign(root, path, value);
  }
  return root;
}

function assign(container: Record<string, StripeFormValue> | StripeFormValue[], path: string[], value: string): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  const isArray = Array.isArray(container);
  if (rest.length === 0) {
    if (isArray) {
      if (head === '') container.push(value);
      else container[Number(head)] = value;
    } else {
      container[head] = value;
    }
    return;
  }
  const nextIsArray = rest[0] === '' || /^\d+$/.test(rest[0]!);
  const existing = isArray ? (head === '' ? undefined : container[Number(head)]) : container[head];
  let child = existing;
  if (child === undefined || typeof child === 'string') {
    child = nextIsArray ? [] : {};
    if (isArray) {
      if (head === '') container.push(child);
      else container[Number(head)] = child;
    } else {
      container[head] = child;
    }
  }
  assign(child as Record<string, StripeFormValue> | StripeFormValue[], rest, value);
}
