export * from './end-user-signature.ts';
export * from './persisted-secret.ts';
export * from './storefront-client.ts';
