import type { OrderModeType } from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import { CHANNEL } from './product-builder.ts';
import { storeCatalogue } from './store-catalogue.ts';
import { buildStoreModes } from './store-modes.ts';
import { buildStorePlans } from './stores.ts';

const plans = buildStorePlans();
const modesByStore = new Map<number, OrderModeType[]>();
for (const mode of buildStoreModes(plans).modes)
  modesByStore.set(mode.store_id, [...(modesByStore.get(mode.store_id) ?? []), mode.type]);

const standardCoverage = (fullAssortment: boolean) =>
  storeCatalogue(plans, modesByStore, { fullAssortment })
    .channels.filter((c) => c.channel === CHANNEL.standard)
    .map((c) => c.coverage);

describe('what each store carries', () => {
  it('gives the smaller formats part of the standard range in the demo catalogue', () => {
    const coverage = standardCoverage(false);
    expect(coverage).toHaveLength(plans.length);
    expect(Math.min(...coverage)).toBeLessThan(500);
    expect(coverage.filter((c) => c === 1000).length).toBeLessThan(plans.length / 2);
  });

  it('gives every store the whole standard range in the full-size catalogue', () => {
    expect(standardCoverage(true)).toEqual(plans.map(() => 1000));
  });

  it('keeps the other channels as they are', () => {
    const others = (fullAssortment: boolean) =>
      storeCatalogue(plans, modesByStore, { fullAssortment }).channels.filter(
        (c) => c.channel !== CHANNEL.standard && c.channel !== CHANNEL.seller,
      );
    expect(others(true)).toEqual(others(false));
  });
});
