import { http, HttpResponse } from 'msw';
import { ZCupom } from '@agenda/shared/schemas/auth';
import { EXTRA_FEATURES, type TExtraFeature } from '@agenda/shared/subscription';
import { userFromAuth } from '../../db';
import { bdb, extraFeatureOptions } from './billing-extras-db';

const unauthorized = () => HttpResponse.json({ message: 'Unauthorized access' }, { status: 401 });
const fail = (status: number, message: string) => HttpResponse.json({ message, toast: { message, type: 'warning' } }, { status });
const INVALID_CUPOM = 'Cupom inválido ou expirado.';

async function featureOf(request: Request): Promise<TExtraFeature | null> {
  const body = (await request.json()) as { feature_key?: string };
  return EXTRA_FEATURES.find((k) => k === body.feature_key) ?? null;
}

/** Extra features (docs/spec.md §7, §9) and the affiliate area (§2), as apps/api answers them. */
export const billingExtrasHandlers = [
  http.post('*/user/graphql/query', ({ request }) => {
    if (new URL(request.url).searchParams.get('caller') !== 'extraFeaturesOptions') return undefined;
    if (!userFromAuth(request.headers.get('authorization'))) return unauthorized();
    return HttpResponse.json({ data: { user_subscription_extra_features_options: extraFeatureOptions() } });
  }),
  http.post('*/user/:company/subscription/enable_subscription_extra_feature', async ({ request }) => {
    if (!userFromAuth(request.headers.get('authorization'))) return unauthorized();
    const key = await featureOf(request);
    if (!key) return HttpResponse.json({ message: 'Funcionalidade inválida.' }, { status: 422 });
    bdb().bought.set(key, null);
    return HttpResponse.json({
      subscription: { extra_features: [...bdb().bought.keys()] },
      toast: 'Funcionalidade habilitada com sucesso.',
    });
  }),
  http.post('*/user/:company/subscription/disable_subscription_extra_feature', async ({ request }) => {
    if (!userFromAuth(request.headers.get('authorization'))) return unauthorized();
    const key = await featureOf(request);
    if (!key) return HttpResponse.json({ message: 'Funcionalidade inválida.' }, { status: 422 });
    if (bdb().inPlan.includes(key)) return fail(409, 'Esta funcionalidade faz parte do plano e não pode ser desativada.');
    if (!bdb().bought.has(key)) return fail(404, 'Esta funcionalidade não está habilitada.');
    bdb().bought.set(key, new Date(bdb().periodEnd).toISOString());
    return HttpResponse.json({
      subscription: { extra_features: [...bdb().bought.keys()] },
      toast: 'Funcionalidade desativada. Ela continua disponível até o fim do período atual.',
    });
  }),
  http.get('*/user/affiliates/home', ({ request }) => {
    const user = userFromAuth(request.headers.get('authorization'));
    if (!user) return unauthorized();
    return HttpResponse.json({ home: bdb().affiliate });
  }),
  http.get('*/general/coupon/check', ({ request }) => {
    const parsed = ZCupom.safeParse(new URL(request.url).searchParams.get('code') ?? '');
    if (!parsed.success || !parsed.data) return HttpResponse.json({ message: 'Cupom inválido.' }, { status: 422 });
    const code = parsed.data;
    if (code === bdb().affiliate.sharing_code)
      return HttpResponse.json({ valid: true, kind: 'referral', message: 'Código de indicação aplicado.' });
    if (code === 'DEMO10')
      return HttpResponse.json({ valid: true, kind: 'coupon', message: 'Cupom aplicado: 10% de desconto na primeira fatura.' });
    return HttpResponse.json({ valid: false, kind: null, message: INVALID_CUPOM });
  }),
];
