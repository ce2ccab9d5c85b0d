import { describe, expect, it } from 'vitest';
import {
  conversionCents,
  conversionProblem,
  conversionRateFor,
  POINTS_CONVERSION_RATES,
  simulateConversion,
} from './loyalty-conversion.ts';

const CP = POINTS_CONVERSION_RATES.CP!;
const CM = POINTS_CONVERSION_RATES.CM!;
const CRF = POINTS_CONVERSION_RATES.CRF!;

describe('points conversion rates', () => {
  it('are set per card type; a partner payment card and an expired card have none', () => {
    expect(conversionRateFor({ typeCarte: 'CP', expired: false })).toEqual({
      stepPoints: 100,
      stepCents: 100,
      minimumPoints: 100,
    });
    expect(conversionRateFor({ typeCarte: 'CM', expired: false })).toBe(CM);
    expect(conversionRateFor({ typeCarte: 'CRF', expired: false })).toBe(CRF);
    expect(conversionRateFor({ typeCarte: 'C4', expired: false })).toBeNull();
    expect(conversionRateFor({ typeCarte: 'CP', expired: true })).toBeNull();
    expect(conversionRateFor({ typeCarte: 'XX', expired: false })).toBeNull();
  });

  it('have a minimum that is a whole number of steps', () => {
    for (const rate of Object.values(POINTS_CONVERSION_RATES)) {
      expect(rate.minimumPoints % rate.stepPoints).toBe(0);
      expect(Number.isInteger(rate.stepCents)).toBe(true);
    }
  });
});

describe('the simulation', () => {
  it('moves whole steps of what the card holds: Julien’s 340 points give 3 €', () => {
    expect(simulateConversion(CP, 340)).toEqual({ points: 300, cents: 300 });
    expect(simulateConversion(CP, 340, 250)).toEqual({ points: 200, cents: 200 });
    expect(simulateConversion(CM, 340)).toEqual({ points: 200, cents: 100 });
  });

  it('never moves more than the card holds', () => {
    expect(simulateConversion(CP, 340, 10_000)).toEqual({ points: 300, cents: 300 });
  });

  it('moves nothing below the minimum', () => {
    expect(simulateConversion(CP, 99)).toEqual({ points: 0, cents: 0 });
    expect(simulateConversion(CRF, 499)).toEqual({ points: 0, cents: 0 });
    expect(simulateConversion(CRF, 650)).toEqual({ points: 600, cents: 300 });
    expect(simulateConversion(CP, 340, 0)).toEqual({ points: 0, cents: 0 });
    expect(simulateConversion(CP, 0)).toEqual({ points: 0, cents: 0 });
  });
});

describe('a transformation asked', () => {
  it('is a whole number of steps from the minimum', () => {
    expect(conversionProblem(CP, 300)).toBeNull();
    expect(conversionProblem(CP, 50)).toBe('minimum');
    expect(conversionProblem(CP, 150)).toBe('pas');
    expect(conversionProblem(CRF, 400)).toBe('minimum');
    expect(conversionProblem(CRF, 500)).toBeNull();
  });

  it('gives euros exactly, in cents', () => {
    expect(conversionCents(CP, 300)).toBe(300);
    expect(conversionCents(CM, 600)).toBe(300);
    expect(conversionCents(CRF, 700)).toBe(350);
  });
});
