import { describe, expect, it } from 'vitest';
import {
  authorisation,
  delivery,
  MERCHANT,
  PSP,
  SESSION_ID,
  signed,
  type TestItem,
  testConfig,
} from '../../../../test/fixtures/payments/adyen-exchanges.ts';
import { parseAdyenWebhook } from './adyen-webhook.ts';

const parse = (body: string, headers = {}) => parseAdyenWebhook(testConfig, body, headers);
const notificationsOf = (body: string) => {
  const answer = parse(body);
  if (!answer.ok) throw new Error(`refused: ${answer.reason}`);
  return answer.notifications;
};

describe('Adyen standard webhook', () => {
  it('translates a signed AUTHORISATION into an accepted payment with the card Adyen kept', () => {
    expect(notificationsOf(delivery(signed(authorisation())))).toEqual([
      {
        notification: {
          session_id: SESSION_ID,
          evenement_id: `AUTHORISATION:${PSP}:true`,
          resultat: 'acceptee',
          montant_cents: 8490,
          date: '2026-11-29T17:01:02.000Z',
          authentification: '3ds',
        },
        paymentReference: PSP,
        savedCard: {
          customer: 'cabas-client-42',
          token: 'M5N7TQ4TG5PFWR50',
          brand: 'visa',
          last4: '1111',
          expiry: '03/30',
        },
      },
    ]);
  });

  it('reads the older recurring.* fields when tokenization.* is absent', () => {
    const item = authorisation();
    const data = { ...item.additionalData };
    delete data['tokenization.storedPaymentMethodId'];
    delete data['tokenization.shopperReference'];
    const [n] = notificationsOf(delivery(signed({ ...item, additionalData: data })));
    expect(n?.savedCard).toMatchObject({ customer: 'cabas-client-42', token: 'M5N7TQ4TG5PFWR50' });
  });

  it('gives no saved card when the shopper did not keep it', () => {
    const [n] = notificationsOf(
      delivery(signed(authorisation({ additionalData: { cardSummary: '1111', expiryDate: '3/2030' } }))),
    );
    expect(n?.savedCard).toBeNull();
    expect(n?.notification.authentification).toBeUndefined();
  });

  it('gives no notification for a refused AUTHORISATION: the shopper may try another card', () => {
    expect(notificationsOf(delivery(signed(authorisation({ success: 'false', reason: 'Refused' }))))).toEqual(
      [],
    );
  });

  it.each([
    ['CANCELLATION', 'true'],
    ['OFFER_CLOSED', 'true'],
    ['EXPIRE', 'true'],
  ] as const)('translates %s into a cancelled payment, on the original payment', (eventCode, success) => {
    const item = signed(
      authorisation({ eventCode, success, pspReference: '883617895215577D', originalReference: PSP }),
    );
    const [n] = notificationsOf(delivery(item));
    expect(n?.notification.resultat).toBe('annulee');
    expect(n?.paymentReference).toBe(PSP);
  });

  it.each(['CAPTURE', 'REFUND', 'CAPTURE_FAILED', 'REPORT_AVAILABLE'])(
    'gives no notification for %s',
    (eventCode) => {
      expect(notificationsOf(delivery(signed(authorisation({ eventCode }))))).toEqual([]);
    },
  );

  it('gives the same event id to a replayed delivery', () => {
    const body = delivery(signed(authorisation()));
    const first = notificationsOf(body)[0]?.notification.evenement_id;
    expect(first).toBeDefined();
    expect(notificationsOf(body)[0]?.notification.evenement_id).toBe(first);
  });

  it('ignores an event for a payment the shop did not start (no reference of ours)', () => {
    const noReference: TestItem = { ...authorisation() };
    delete noReference.merchantReference;
    expect(notificationsOf(delivery(signed(noReference)))).toEqual([]);
    expect(notificationsOf(delivery(signed(authorisation({ merchantReference: 'order 12' }))))).toEqual([]);
    expect(notificationsOf(delivery(signed(authorisation({ merchantAccountCode: 'OtherECOM' }))))).toEqual(
      [],
    );
  });

  it('refuses a delivery whose signature is wrong, missing, or made with another key', () => {
    const item = signed(authorisation());
    const tampered = { ...item, amount: { currency: 'EUR', value: 1 } };
    expect(parse(delivery(tampered))).toEqual({ ok: false, reason: 'signature_invalide' });
    expect(parse(delivery(authorisation()))).toEqual({ ok: false, reason: 'signature_invalide' });
    const otherKey = signed(authorisation(), 'AA'.repeat(32));
    expect(parse(delivery(otherKey))).toEqual({ ok: false, reason: 'signature_invalide' });
  });

  it('refuses the whole delivery when one of its items is not signed', () => {
    const good = signed(authorisation());
    const bad = { ...signed(authorisation({ pspReference: '883617895215577D' })), success: 'false' as const };
    expect(parse(delivery(good, bad))).toEqual({ ok: false, reason: 'signature_invalide' });
  });

  it('accepts the signature of Adyen library test vector (a CAPTURE: no notification, a confirmed operation)', () => {
    const item: TestItem = {
      pspReference: 'pspReference',
      originalReference: 'originalReference',
      merchantAccountCode: MERCHANT,
      merchantReference: 'reference',
      amount: { currency: 'EUR', value: 1000 },
      eventCode: 'CAPTURE',
      eventDate: '1970-01-01T00:00:00.000Z',
      success: 'true',
    };
    const config = {
      ...testConfig,
      merchantAccount: 'merchantAccount',
      hmacKey: 'DFB1EB5485895CFA84146406857104ABB4CBCABDC8AAF103A624C8F6A3EAAB00',
    };
    const vector = { ...item, merchantAccountCode: 'merchantAccount' };
    const body = delivery({
      ...vector,
      additionalData: { hmacSignature: 'xhpHvYq2u2Np0rstbZ6QjLGu7JWhvf7Iwaa6EviJSX0=' },
    });
    expect(parseAdyenWebhook(config, body, {})).toEqual({
      ok: true,
      notifications: [],
      operations: [{ reference: 'pspReference', kind: 'capture', success: true, reason: null }],
    });
  });

  it('reads a capture, cancel or refund that failed after Adyen took it as a failed operation', () => {
    const item = (eventCode: string, success: 'true' | 'false'): TestItem => ({
      pspReference: 'MODIF0000000001',
      originalReference: 'PAY000000000001',
      merchantAccountCode: MERCHANT,
      merchantReference: SESSION_ID,
      amount: { currency: 'EUR', value: 1000 },
      eventCode,
      eventDate: '2026-11-29T10:00:00.000Z',
      success,
    });
    const outcomes = (eventCode: string, success: 'true' | 'false') => {
      const parsed = parseAdyenWebhook(testConfig, delivery(signed(item(eventCode, success))), {});
      return parsed.ok ? parsed.operations : null;
    };
    expect(outcomes('CAPTURE_FAILED', 'true')).toMatchObject([{ kind: 'capture', success: false }]);
    expect(outcomes('REFUND', 'false')).toMatchObject([{ kind: 'remboursement', success: false }]);
    expect(outcomes('REFUNDED_REVERSED', 'true')).toMatchObject([{ kind: 'remboursement', success: false }]);
    expect(outcomes('CANCELLATION', 'true')).toMatchObject([{ kind: 'liberation', success: true }]);
    expect(outcomes('AUTHORISATION', 'true')).toEqual([]);
  });

  it('answers corps_invalide to what is not a standard webhook', () => {
    expect(parse('not json')).toEqual({ ok: false, reason: 'corps_invalide' });
    expect(parse('{"notificationItems":[]}')).toEqual({ ok: false, reason: 'corps_invalide' });
    expect(
      parse('{"notificationItems":[{"NotificationRequestItem":{"eventCode":"AUTHORISATION"}}]}'),
    ).toEqual({
      ok: false,
      reason: 'corps_invalide',
    });
  });

  describe('with Basic authentication configured', () => {
    const config = { ...testConfig, webhookBasicAuth: { username: 'adyen', password: 's3cret-pass' } };
    const body = delivery(signed(authorisation()));
    const basic = (user: string, pass: string) =>
      `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;

    it('accepts the right credentials', () => {
      const answer = parseAdyenWebhook(config, body, { authorization: basic('adyen', 's3cret-pass') });
      expect(answer.ok && answer.notifications).toHaveLength(1);
    });

    it('refuses wrong or missing credentials, even with a good HMAC', () => {
      expect(parseAdyenWebhook(config, body, { authorization: basic('adyen', 'wrong') })).toEqual({
        ok: false,
        reason: 'signature_invalide',
      });
      expect(parseAdyenWebhook(config, body, {})).toEqual({ ok: false, reason: 'signature_invalide' });
    });
  });
});
