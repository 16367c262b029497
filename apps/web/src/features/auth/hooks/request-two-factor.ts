import { emit } from '@/lib/events';
import type { TTwoFactorOpenPayload } from '@/lib/two-factor-types';

/** Opens the two-factor modal; resolves once the callback succeeded. */
export function requestTwoFactor(payload: Omit<TTwoFactorOpenPayload, 'verify'> & { verify: (code: string) => Promise<void> }) {
  emit('two-factor:open', payload);
}
