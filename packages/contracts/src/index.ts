export * from './common.ts';
export * from './communes.ts';
export * from './constants.ts';
export * from './errors.ts';
export * from './http.ts';
export * from './messages.ts';
export * from './stores.ts';
