// The public company page's reads use fetch instead of the full HTTP client, keeping the first
// load of /{company_slug} small (docs/spec.md §7's device header still goes with them).
import { API_BASE_URL } from '@/lib/config';
import { DEVICE_HEADER, encodeDeviceInfo } from '@/lib/http/device';

class PublicFetchError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'PublicFetchError';
    this.status = status;
  }
}

export async function publicGet<T>(path: string, params?: Record<string, string | null | undefined>): Promise<T> {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) if (v) query.set(k, v);
  const qs = query.toString();
  let res: Response;
  try {
    res = await fetch(`${API_BASE_URL}${path}${qs ? `?${qs}` : ''}`, {
      headers: { Accept: 'application/json', [DEVICE_HEADER]: encodeDeviceInfo() },
    });
  } catch {
    throw new PublicFetchError('Não foi possível conectar ao servidor. Verifique sua internet e tente novamente.', 0);
  }
  const body = (await res.json().catch(() => null)) as { message?: string } | null;
  if (!res.ok) throw new PublicFetchError(body?.message || 'Não foi possível carregar esta página.', res.status);
  return body as T;
}
