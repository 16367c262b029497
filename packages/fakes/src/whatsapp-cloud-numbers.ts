// Phone numbers of the fake WhatsApp Cloud API and who owns them. Graph lets a token read a number
// (GET /{version}/{phone-number-id}) or send from it only when the token belongs to the WhatsApp
// Business Account holding the number. The fake's `accessToken` plays a default business that owns
// every number not registered here; registered numbers belong to their own token.
import { randomBytes } from 'node:crypto';

/** A number of another WhatsApp Business Account: only its own token may read it or send from it. */
export interface FakeWhatsappPhoneNumber {
  id: string;
  accessToken: string;
  displayPhoneNumber?: string;
  verifiedName?: string;
}

export interface GraphAnswer {
  status: number;
  body: Record<string, unknown>;
}

const DEFAULT_DISPLAY_NUMBER = '15550783881';
const traceId = () => `A${randomBytes(11).toString('base64url')}`;

export function createPhoneNumberRegistry(defaultToken: string | undefined, initial: FakeWhatsappPhoneNumber[] = []) {
  const numbers = new Map(initial.map((n) => [n.id, n]));
  const bearer = (token: string) => `Bearer ${token}`;
  const owns = (id: string, auth: string | undefined) => {
    const number = numbers.get(id);
    return number ? auth === bearer(number.accessToken) : defaultToken === undefined || auth === bearer(defaultToken);
  };
  /** A token Graph knows at all: another business's token is valid, it just has no access. */
  const known = (auth: string | undefined) =>
    defaultToken === undefined || auth === bearer(defaultToken) || [...numbers.values()].some((n) => auth === bearer(n.accessToken));

  /** Null when the token may act for the number; otherwise Graph's refusal (190, or 100/33). */
  function refusal(id: string, auth: string | undefined, method: 'get' | 'post'): GraphAnswer | null {
    if (owns(id, auth)) return null;
    if (!known(auth)) {
      return {
        status: 401,
        body: {
          error: {
            message: 'Invalid OAuth access token - Cannot parse access token',
            type: 'OAuthException',
            code: 190,
            fbtrace_id: traceId(),
          },
        },
      };
    }
    return {
      status: 400,
      body: {
        error: {
          message: `Unsupported ${method} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
          type: 'GraphMethodException',
          code: 100,
          error_subcode: 33,
          fbtrace_id: traceId(),
        },
      },
    };
  }

  /** GET /{version}/{phone-number-id}[?fields=…]: the requested fields plus `id`, which Graph always adds. */
  function node(id: string, auth: string | undefined, fields: string | undefined): GraphAnswer {
    const refused = refusal(id, auth, 'get');
    if (refused) return refused;
    const number = numbers.get(id);
    const all: Record<string, string> = {
      verified_name: number?.verifiedName ?? 'Empresa Teste',
      display_phone_number: number?.displayPhoneNumber ?? DEFAULT_DISPLAY_NUMBER,
      quality_rating: 'GREEN',
      code_verification_status: 'VERIFIED',
      platform_type: 'CLOUD_API',
    };
    const wanted = fields ? fields.split(',').map((f) => f.trim()) : ['verified_name', 'display_phone_number', 'quality_rating'];
    return { status: 200, body: { ...Object.fromEntries(wanted.filter((f) => f in all).map((f) => [f, all[f]!])), id } };
  }

  return {
    has: (id: string) => numbers.has(id),
    add: (number: FakeWhatsappPhoneNumber) => void numbers.set(number.id, number),
    refusal,
    node,
  };
}
