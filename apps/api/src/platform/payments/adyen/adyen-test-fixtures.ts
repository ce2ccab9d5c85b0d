import { createHmac } from 'node:crypto';
import type { AuthorisationState } from '../provider.ts';
import type { AdyenConfig } from './adyen-config.ts';
import type { AdyenPaymentRecords } from './adyen-gateway.ts';

/** Test-only material of the Adyen adapter's tests: Adyen's documented shapes, signed as Adyen signs. */

export const HMAC_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
export const MERCHANT = 'CabasECOM';
export const SESSION_ID = 'ps_8f2c1d7e4b9a4c36a1f0';
export const PSP = '993617895204576J';

export const testConfig: AdyenConfig = {
  apiKey: 'AQE_test_key',
  merchantAccount: MERCHANT,
  hmacKey: HMAC_KEY,
  environment: 'TEST',
  liveUrlPrefix: null,
  webhookBasicAuth: null,
};

export interface TestItem {
  additionalData?: Record<string, string>;
  amount: { currency: string; value: number };
  eventCode: string;
  eventDate: string;
  merchantAccountCode: string;
  merchantReference?: string;
  originalReference?: string;
  paymentMethod?: string;
  pspReference: string;
  reason?: string;
  success: 'true' | 'false';
}

/**
 * Adyen's HMAC of a standard webhook item, written here from its documentation (not the library's
 * code): Base64(HMAC-SHA256(hex key, "psp:original:merchant:reference:value:currency:event:success")).
 */
export function adyenSignature(item: TestItem, hexKey = HMAC_KEY): string {
  const data = [
    item.pspReference,
    item.originalReference ?? '',
    item.merchantAccountCode,
    item.merchantReference ?? '',
    item.amount.value,
    item.amount.currency,
    item.eventCode,
    item.success,
  ].join(':');
  return createHmac('sha256', Buffer.from(hexKey, 'hex')).update(data, 'utf8').digest('base64');
}

export function signed(item: TestItem, hexKey = HMAC_KEY): TestItem {
  return { ...item, additionalData: { ...item.additionalData, hmacSignature: adyenSignature(item, hexKey) } };
}

/** A delivery as Adyen posts it. */
export const delivery = (...items: TestItem[]) =>
  JSON.stringify({ live: 'false', notificationItems: items.map((i) => ({ NotificationRequestItem: i })) });

/** Adyen's AUTHORISATION example, for our session, with the card kept (`tokenization.*`). */
export function authorisation(overrides: Partial<TestItem> = {}): TestItem {
  return {
    additionalData: {
      authCode: '033899',
      cardSummary: '1111',
      expiryDate: '3/2030',
      paymentMethod: 'visa',
      threeDAuthenticated: 'true',
      'recurring.recurringDetailReference': 'M5N7TQ4TG5PFWR50',
      'recurring.shopperReference': 'cabas-client-42',
      'tokenization.storedPaymentMethodId': 'M5N7TQ4TG5PFWR50',
      'tokenization.shopperReference': 'cabas-client-42',
      'tokenization.store.operationType': 'created',
    },
    amount: { currency: 'EUR', value: 8490 },
    eventCode: 'AUTHORISATION',
    eventDate: '2026-11-29T18:01:02+01:00',
    merchantAccountCode: MERCHANT,
    merchantReference: SESSION_ID,
    paymentMethod: 'visa',
    pspReference: PSP,
    reason: '033899:1111:03/2030',
    success: 'true',
    ...overrides,
  };
}

/** The shop's records of its sessions' Adyen payments, in memory. */
export class MemoryRecords implements AdyenPaymentRecords {
  readonly payments = new Map<string, string>();
  readonly states = new Map<string, AuthorisationState>();

  async paymentOf(sessionId: string) {
    return this.payments.get(sessionId) ?? null;
  }

  async authorisationOf(sessionId: string) {
    return this.states.get(sessionId) ?? null;
  }
}

export const authorised = (cents: number, more: Partial<AuthorisationState> = {}): AuthorisationState => ({
  authorisedCents: cents,
  capturedCents: 0,
  refundedCents: 0,
  releasedCents: 0,
  closed: false,
  ...more,
});
