// The HTTP client of docs/spec.md §7: base URL, device header, token by path prefix, CSRF header,
// cache-invalidate window, retries, in-memory cache, response handling and the error
// catalogue of §8.
import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { API_BASE_URL } from '@/lib/config';
import { getCookie } from '@/lib/cookies';
import { navigateTo } from '@/lib/navigation';
import { sessionTypeForPath, useUserStore } from '@/stores/user-store';
import { toast } from '@/stores/toast-store';
import { cacheKey, flagCacheInvalidation, getCached, isMutationPath, putCached, shouldSendInvalidate } from './cache';
import { decryptPayload } from './decrypt';
import { DEVICE_HEADER, encodeDeviceInfo } from './device';
import { codeDigits, GENERIC_MESSAGES, HttpError, messageForResponse, toastText, type TServerErrorBody } from './errors';

const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504];
const CSRF_COOKIE = 'XSRF-TOKEN';
const CSRF_HEADER = 'X-XSRF-TOKEN';
const CACHE_INVALIDATE_HEADER = 'x-cache-invalidate';

interface THttpOptions {
  /** Retries on the retry statuses; default 1 for GET, 0 otherwise. */
  retries?: number;
  retryDelayMs?: number;
  /** Cache a GET in memory: true for 10 s, or a TTL in ms. */
  cache?: boolean | number;
  /** The response resolves no sooner than this many ms after the call. */
  minTime?: number;
  /** Do not show the error toast (the caller shows its own). */
  silent?: boolean;
  allowExternalRedirect?: boolean;
}

declare module 'axios' {
  interface AxiosRequestConfig extends THttpOptions {
    _attempt?: number;
    _startedAt?: number;
  }
}

type Logout = (type: 'user' | 'admin' | 'client') => void;
let onUnauthorized: Logout = (type) => useUserStore.getState().clear(type);
/** The session layer installs the full logout (stores, cache) here. */
export function setUnauthorizedHandler(fn: Logout) {
  onUnauthorized = fn;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitMinTime(config: AxiosRequestConfig | undefined) {
  if (!config?.minTime || !config._startedAt) return;
  const left = config.minTime - (Date.now() - config._startedAt);
  if (left > 0) await sleep(left);
}

async function copyCode(text: string) {
  const digits = codeDigits(text);
  if (!digits) return;
  try {
    await navigator.clipboard.writeText(digits);
    toast.info(`Código ${digits} copiado para a área de transferência.`);
  } catch {
    /* clipboard needs a user gesture on some browsers */
  }
}

function onRequest(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  config._startedAt ??= Date.now();
  const url = config.url ?? '';
  const type = sessionTypeForPath(url);
  const tokens = useUserStore.getState().tokens;
  const token = type ? tokens[type] : tokens.user;
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  config.headers.set(DEVICE_HEADER, encodeDeviceInfo());
  const csrf = getCookie(CSRF_COOKIE);
  if (csrf) config.headers.set(CSRF_HEADER, csrf);
  if (shouldSendInvalidate()) config.headers.set(CACHE_INVALIDATE_HEADER, '1');
  if (isMutationPath(url)) flagCacheInvalidation();

  if (config.cache && (config.method ?? 'get').toLowerCase() === 'get') {
    const hit = getCached(cacheKey(url, config.params));
    if (hit !== undefined) {
      config.adapter = async () => ({ data: hit, status: 200, statusText: 'OK', headers: {}, config, request: { fromCache: true } });
    }
  }
  return config;
}

async function onResponse(response: AxiosResponse): Promise<AxiosResponse> {
  const { config } = response;
  let data = response.data as unknown;
  if (data && typeof data === 'object' && 'enc' in data && typeof (data as { enc: unknown }).enc === 'string') {
    try {
      data = decryptPayload((data as { enc: string }).enc);
    } catch {
      await waitMinTime(config);
      throw new HttpError(GENERIC_MESSAGES.decrypt, 'decrypt', response.status);
    }
    response.data = data;
  }
  if (config.cache && (config.method ?? 'get').toLowerCase() === 'get' && !(response.request as { fromCache?: boolean })?.fromCache) {
    putCached(cacheKey(config.url ?? '', config.params), data, typeof config.cache === 'number' ? config.cache : undefined);
  }
  const body = (data && typeof data === 'object' ? data : {}) as TServerErrorBody;
  const t = toastText(body.toast);
  if (t) toast.show({ title: t.title, message: t.message, type: (t.type as 'success' | undefined) ?? 'success' });
  if (typeof body.redirect === 'string' && body.redirect) navigateTo(body.redirect, { allowExternal: config.allowExternalRedirect });
  await waitMinTime(config);
  return response;
}

function shouldRetry(config: AxiosRequestConfig, status: number | undefined): boolean {
  const method = (config.method ?? 'get').toLowerCase();
  const retries = config.retries ?? (method === 'get' ? 1 : 0);
  return status !== undefined && RETRY_STATUSES.includes(status) && (config._attempt ?? 0) < retries;
}

export function createHttpClient(baseURL: string = API_BASE_URL): AxiosInstance {
  const instance = axios.create({ baseURL, timeout: 30_000, headers: { Accept: 'application/json' } });
  instance.interceptors.request.use(onRequest);
  instance.interceptors.response.use(onResponse, async (error: unknown) => {
    if (error instanceof HttpError) throw error;
    if (!(error instanceof AxiosError)) throw error;
    const config = error.config;
    const status = error.response?.status;
    if (config && shouldRetry(config, status)) {
      config._attempt = (config._attempt ?? 0) + 1;
      await sleep((config.retryDelayMs ?? 300) * config._attempt);
      return instance.request(config);
    }
    await waitMinTime(config);

    let httpError: HttpError;
    if (axios.isCancel(error) || error.code === AxiosError.ERR_CANCELED) {
      httpError = new HttpError(GENERIC_MESSAGES.canceled, 'canceled');
      throw httpError;
    } else if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) {
      httpError = new HttpError(GENERIC_MESSAGES.timeout, 'timeout');
    } else if (!error.response) {
      httpError = new HttpError(GENERIC_MESSAGES.network, 'network');
    } else {
      const data = error.response.data as TServerErrorBody | undefined;
      httpError = new HttpError(messageForResponse(status, data), status && status >= 500 ? 'bad_response' : 'bad_request', status, data);
    }

    if (httpError.unauthorized) {
      const type = sessionTypeForPath(config?.url ?? '');
      if (type) onUnauthorized(type);
    }
    const body = httpError.data;
    const serverToast = toastText(body?.toast);
    if (!config?.silent) {
      const text = serverToast?.message ?? httpError.message;
      toast.show({ title: serverToast?.title, message: text, type: 'error' });
    }
    if (serverToast) void copyCode(serverToast.message);
    if (typeof body?.redirect === 'string' && body.redirect) navigateTo(body.redirect, { allowExternal: config?.allowExternalRedirect });
    throw httpError;
  });
  return instance;
}

export const http = createHttpClient();

/** Form bodies (multipart) for uploads. */
export function toFormData(values: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined || v === null) continue;
    if (v instanceof Blob) form.append(k, v);
    else if (typeof v === 'object') form.append(k, JSON.stringify(v));
    else form.append(k, String(v));
  }
  return form;
}
