// Pix charges of a bill (docs/decisions/0012): a dynamic charge at the API Pix PSP when one is
// configured, otherwise a static BR Code from PIX_KEY (a demo key in development) that an admin
// confirms by hand. Every BR Code is parsed back and its CRC checked before it is shown.
import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { buildBrCode, parseBrCode } from '@agenda/shared/pix-br-code';
import { createApiPixClient, type TApiPixClient } from '../../integrations/pix/api-pix-client.js';
import { clientCertificateFromFiles, createMtlsFetch } from '../../integrations/pix/mtls-fetch.js';
import { AppError } from '../../lib/app-error.js';
import type { TAppContext } from '../../lib/context.js';

/** Used only outside production when PIX_KEY is empty, so the flow can be tried on a fresh clone. */
const DEMO_PIX_KEY = 'pix-demo@agendainteligente.com.br';
const PIX_UNAVAILABLE = 'O pagamento por Pix não está disponível no momento. Tente o cartão de crédito ou fale com o suporte.';

const clients = new WeakMap<TAppContext, TApiPixClient>();

export function pixClient(ctx: TAppContext): TApiPixClient | null {
  const c = ctx.config;
  if (!c.PIX_PSP_BASE_URL || !c.PIX_PSP_CLIENT_ID || !c.PIX_PSP_CLIENT_SECRET || !c.PIX_KEY) return null;
  let client = clients.get(ctx);
  if (!client) {
    const certificate = clientCertificateFromFiles({
      p12Path: c.PIX_PSP_CERT_P12_PATH,
      p12Passphrase: c.PIX_PSP_CERT_P12_PASSPHRASE,
      certPath: c.PIX_PSP_CERT_PATH,
      keyPath: c.PIX_PSP_KEY_PATH,
      caPath: c.PIX_PSP_CA_PATH,
    });
    client = createApiPixClient({
      baseUrl: c.PIX_PSP_BASE_URL,
      clientId: c.PIX_PSP_CLIENT_ID,
      clientSecret: c.PIX_PSP_CLIENT_SECRET,
      pixKey: c.PIX_KEY,
      fetch: certificate ? createMtlsFetch(certificate) : undefined,
    });
    clients.set(ctx, client);
  }
  return client;
}

function staticKey(ctx: TAppContext): string | null {
  return ctx.config.PIX_KEY ?? (ctx.config.NODE_ENV === 'production' ? null : DEMO_PIX_KEY);
}

export interface TPixCharge {
  gateway: 'pix' | 'pix_static';
  txid: string;
  code: string;
  expiresAt: Date;
}

/** A new Pix charge of `amountCents`; throws a 503 AppError when no Pix is configured in production. */
export async function createPixCharge(ctx: TAppContext, amountCents: number, description: string): Promise<TPixCharge> {
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + ctx.config.PIX_CHARGE_EXPIRY_SECONDS * 1000);
  const psp = pixClient(ctx);
  if (psp) {
    const txid = randomBytes(16).toString('hex'); // 32 characters: the standard's 26–35 [a-zA-Z0-9]
    const cob = await psp
      .createCharge({ txid, amountCents, expirySeconds: ctx.config.PIX_CHARGE_EXPIRY_SECONDS, description })
      .catch((err) => {
        ctx.log.error({ err }, 'pix charge failed');
        throw new AppError(503, PIX_UNAVAILABLE);
      });
    const code = cob.pixCopiaECola ?? '';
    const parsed = (() => {
      try {
        return parseBrCode(code);
      } catch {
        return null;
      }
    })();
    if (!parsed || parsed.amountCents !== amountCents) {
      ctx.log.error({ txid }, 'pix charge came back without a valid BR Code');
      throw new AppError(503, PIX_UNAVAILABLE);
    }
    return { gateway: 'pix', txid: cob.txid, code, expiresAt };
  }
  const key = staticKey(ctx);
  if (!key) throw new AppError(503, PIX_UNAVAILABLE);
  const txid = randomBytes(12).toString('hex').slice(0, 25).toUpperCase(); // static: at most 25
  const code = buildBrCode({
    key,
    amountCents,
    merchantName: ctx.config.PIX_MERCHANT_NAME,
    merchantCity: ctx.config.PIX_MERCHANT_CITY,
    txid,
  });
  return { gateway: 'pix_static', txid, code, expiresAt };
}

/** The QR image of a BR Code, as a PNG data URL. */
export async function qrImage(code: string): Promise<string> {
  return QRCode.toDataURL(code, { errorCorrectionLevel: 'M', margin: 1, width: 320 });
}
