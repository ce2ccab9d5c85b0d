/** Headers exchanged between the storefront and the API. */
export const API_MEDIA_TYPE = 'application/vnd.cabas.v1+json';
export const API_HEADERS = {
  appId: 'x-app-id',
  authScheme: 'x-auth-scheme',
  signature: 'x-client-signature',
  botToken: 'x-bot-token',
  uuid: 'x-uuid',
  requestId: 'x-request-id',
} as const;
export const API_APP_ID = '1';
export const API_AUTH_SCHEME = 'cabas';

// In this zod-free module: the browser's captcha widget needs it without the account schemas.
export const CAPTCHA_CHALLENGE_PATH = '/captcha/challenge';
