import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { grantConsent, identify, initConsent, track } from './analytics';

const sha = (v: string) => createHash('sha256').update(v).digest('hex');

describe('tracking layer and consent', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('keeps identity out of the data layer until consent, then sends it hashed with the conversions', async () => {
    initConsent(false);
    await identify({ id: 7, email: 'dona@salao.com.br', phone: '11987654321', name: 'Dona Maria' });
    track('sign_up', { method: 'whatsapp' });
    expect(JSON.stringify(window.dataLayer)).not.toContain('user_data');
    expect(window.dataLayer).toContainEqual({ event: 'sign_up', currency: 'BRL', method: 'whatsapp' });

    grantConsent();
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'identify', user_id: '7' }));
    track('purchase', { value: 197 });
    const purchase = window.dataLayer!.find((e) => (e as { event?: string }).event === 'purchase') as Record<string, any>;
    expect(purchase.user_data).toEqual({
      sha256_email_address: sha('dona@salao.com.br'),
      sha256_phone_number: sha('+5511987654321'),
      address: { sha256_first_name: sha('dona'), sha256_last_name: sha('maria') },
    });
    expect(JSON.stringify(window.dataLayer)).not.toMatch(/dona@|98765/);
  });
});
