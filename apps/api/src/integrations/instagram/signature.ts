// X-Hub-Signature-256 of Instagram webhooks: same scheme as WhatsApp (docs/providers.md §2.1).
// Which secret signs Instagram-Login deliveries (the Meta app secret or the Instagram app
// secret) is not settled in our notes, so verification accepts a list and passes if any matches.
import { signWhatsappPayload, verifyWhatsappSignature } from '../whatsapp-cloud/signature.js';

export function signInstagramPayload(rawBody: string | Buffer, appSecret: string): string {
  return signWhatsappPayload(rawBody, appSecret);
}

export function verifyInstagramSignature(
  rawBody: string | Buffer,
  header: string | undefined,
  secrets: string | readonly string[],
): boolean {
  const list = typeof secrets === 'string' ? [secrets] : secrets;
  // Evaluate every candidate so timing does not reveal which secret matched.
  let ok = false;
  for (const secret of list) if (verifyWhatsappSignature(rawBody, header, secret)) ok = true;
  return ok;
}
