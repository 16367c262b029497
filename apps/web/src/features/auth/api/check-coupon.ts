import { ZCouponCheck, type TCouponCheck } from '@agenda/shared/schemas/affiliates-dto';
import { http } from '@/lib/http/client';

/** GET /general/coupon/check?code=: whether the sign-up's cupom is a usable coupon or sharing code. */
export async function checkCoupon(code: string): Promise<TCouponCheck> {
  const { data } = await http.get('/general/coupon/check', { params: { code } });
  return ZCouponCheck.parse(data);
}
