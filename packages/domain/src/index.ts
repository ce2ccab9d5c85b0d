export * from './delivery.ts';
export * from './geo.ts';
export * from './money.ts';
export * from './opening-hours.ts';
export * from './text.ts';
