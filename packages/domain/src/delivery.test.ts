import { describe, expect, it } from 'vitest';
import { isCompleteDeliveryPostalCode, isDeliveryEligible } from './delivery.ts';

describe('home delivery eligibility', () => {
  const zone = [
    { code_postal: '69100', code_insee: '69266' },
    { code_postal: '69003', code_insee: '69383' },
  ];

  it('needs both the postal code and the INSEE code to match', () => {
    expect(isDeliveryEligible({ code_postal: '69100', code_insee: '69266' }, zone)).toBe(true);
    expect(isDeliveryEligible({ code_postal: '69100', code_insee: '69383' }, zone)).toBe(false);
    expect(isDeliveryEligible({ code_postal: '69003', code_insee: '69266' }, zone)).toBe(false);
  });

  it('checks postal codes only at exactly five digits', () => {
    expect(isCompleteDeliveryPostalCode('6910')).toBe(false);
    expect(isCompleteDeliveryPostalCode('69100')).toBe(true);
    expect(isCompleteDeliveryPostalCode('691000')).toBe(false);
    expect(isCompleteDeliveryPostalCode('6910a')).toBe(false);
  });
});
