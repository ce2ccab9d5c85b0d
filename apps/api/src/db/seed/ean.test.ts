import { describe, expect, it } from 'vitest';
import { EAN_PREFIX, EanAllocator, eanCheckDigit, isValidEan, makeEan13 } from './ean.ts';

describe('EAN check digits', () => {
  it.each(['3380380057595', '3196203800107', '4006381333931', '96385074', '20024444'])(
    '%s is valid',
    (ean) => {
      expect(isValidEan(ean)).toBe(true);
    },
  );
  it.each(['3380380057596', '338038005759', '33803800575950', 'abcdefghijklm', '96385075'])(
    '%s is not',
    (ean) => {
      expect(isValidEan(ean)).toBe(false);
    },
  );
  it('computes the check digit of a body', () => {
    expect(eanCheckDigit('400638133393')).toBe(1);
    expect(eanCheckDigit('9638507')).toBe(4);
  });
  it('makes valid EAN-13s in our own ranges', () => {
    const ean = makeEan13(EAN_PREFIX.nonFood, 42);
    expect(ean).toMatch(/^210000000042\d$/);
    expect(isValidEan(ean)).toBe(true);
    expect(() => makeEan13('21', 1)).toThrow();
    expect(() => makeEan13('210', 1_000_000_000)).toThrow();
  });
  it('never hands out a taken code', () => {
    const taken = new Set([makeEan13('210', 1), makeEan13('210', 2)]);
    const allocator = new EanAllocator(taken);
    expect(allocator.allocate('210')).toBe(makeEan13('210', 3));
    expect(allocator.allocate('210')).toBe(makeEan13('210', 4));
    expect(allocator.allocate('220')).toBe(makeEan13('220', 1));
  });
});
