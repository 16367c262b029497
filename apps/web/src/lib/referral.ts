/** Where an affiliate link (/afiliados/meu-link/{code}) leaves its code; kept across logout, read by sign-up. */
export const REFERRED_SHARING_CODE_KEY = 'referred_sharing_code';
