// Runtime configuration. The web app reads only VITE_* variables.
export const API_BASE_URL: string = import.meta.env.VITE_API_URL ?? '';

const STAGING_HOST = import.meta.env.VITE_STAGING_HOST ?? 'staging.agendainteligente.com.br';

export function isStagingHost(host: string = window.location.hostname): boolean {
  return host === STAGING_HOST || host.startsWith('staging.');
}

export const BUILD_VERSION: string = typeof __BUILD_VERSION__ === 'string' ? __BUILD_VERSION__ : 'dev';

/** The fixed phone that Instagram's app reviewers sign in with (docs/spec.md §2). */
export const INSTAGRAM_REVIEW_PHONE = '+5511900000001';
