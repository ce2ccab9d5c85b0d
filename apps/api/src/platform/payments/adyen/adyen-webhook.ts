import { timingSafeEqual } from 'node:crypto';
import adyen, { type Types } from '@adyen/api-library';
import type { PaymentEvent } from '@cabas/contracts';
import type {
  GatewayNotification,
  OperationOutcome,
  SavedCard,
  WebhookHeaders,
  WebhookParse,
} from '../gateway.ts';
import type { AdyenConfig } from './adyen-config.ts';

/** An item as Adyen sends it (its JSON: the library's enums are plain strings on the wire). */
interface Item {
  additionalData?: Record<string, string>;
  amount: { currency: string; value: number };
  eventCode: string;
  eventDate?: string;
  merchantAccountCode: string;
  merchantReference?: string;
  originalReference?: string;
  paymentMethod?: string;
  pspReference: string;
  /** Why it failed, in Adyen's words. */
  reason?: string;
  success: string;
}

const validator = new adyen.hmacValidator();

/** Our session ids (contracts' `paymentNotification.session_id`): anything else was not started by us. */
const SESSION_ID = /^[\w-]{16,64}$/;

/**
 * Adyen's standard webhook (JSON, `notificationItems[].NotificationRequestItem`), each item signed
 * in `additionalData.hmacSignature` (HMAC-SHA256 with the hex key over pspReference,
 * originalReference, merchantAccountCode, merchantReference, amount, currency, eventCode, success).
 * One unsigned or badly signed item rejects the whole delivery: Adyen sends it again, and nothing of
 * it was applied. Items of the default merchant account and of the stores' own (`storeMerchantAccounts`) are
 * read; another merchant account's give no notification.
 */
export function parseAdyenWebhook(
  config: AdyenConfig,
  rawBody: string,
  headers: WebhookHeaders,
): WebhookParse {
  if (config.webhookBasicAuth && !isBasicAuthValid(config.webhookBasicAuth, headers.authorization))
    return { ok: false, reason: 'signature_invalide' };
  const items = itemsOf(rawBody);
  if (!items) return { ok: false, reason: 'corps_invalide' };
  if (!items.every((item) => isSigned(item, config.hmacKey)))
    return { ok: false, reason: 'signature_invalide' };
  const ourAccounts = new Set([config.merchantAccount, ...(config.storeMerchantAccounts?.values() ?? [])]);
  // A company-level webhook also brings its other merchant accounts' items: only ours are read.
  const ours = items.filter((item) => ourAccounts.has(item.merchantAccountCode));
  return {
    ok: true,
    notifications: ours.flatMap((item) => translate(item) ?? []),
    operations: ours.flatMap((item) => outcomeOf(item) ?? []),
  };
}

function itemsOf(rawBody: string): Item[] | null {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const list = (body as { notificationItems?: unknown } | null)?.notificationItems;
  if (!Array.isArray(list) || list.length === 0) return null;
  const items = list.map(
    (entry) => (entry as { NotificationRequestItem?: unknown } | null)?.NotificationRequestItem,
  );
  return items.every(isItem) ? items : null;
}

function isItem(value: unknown): value is Item {
  const item = value as Partial<Item> | null | undefined;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.eventCode === 'string' &&
    typeof item.merchantAccountCode === 'string' &&
    typeof item.pspReference === 'string' &&
    typeof item.success === 'string' &&
    typeof item.amount?.value === 'number' &&
    typeof item.amount.currency === 'string'
  );
}

function isSigned(item: Item, hmacKey: string): boolean {
  try {
    return validator.validateHMAC(item as unknown as Types.notification.NotificationRequestItem, hmacKey);
  } catch {
    // The library throws when the item carries no hmacSignature.
    return false;
  }
}

function isBasicAuthValid(
  auth: { username: string; password: string },
  header: string | string[] | undefined,
) {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(
    `Basic ${Buffer.from(`${auth.username}:${auth.password}`).toString('base64')}`,
  );
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The events the shop acts on; CAPTURE, REFUND and the others answer no notification. A refused
 * AUTHORISATION neither: Adyen's page lets the shopper try another card in the same session, and a
 * `refusee` would close ours before that card's acceptance (the Stripe adapter reads Checkout the
 * same way). The session ends on OFFER_CLOSED, EXPIRE or our own expiry.
 */
function eventOf(item: Item): PaymentEvent | null {
  const success = item.success === 'true';
  switch (item.eventCode) {
    case 'AUTHORISATION':
      return success ? 'acceptee' : null;
    case 'CANCELLATION':
      return success ? 'annulee' : null;
    case 'OFFER_CLOSED':
    case 'EXPIRE':
      return 'annulee';
    default:
      return null;
  }
}

function translate(item: Item): GatewayNotification | null {
  const resultat = eventOf(item);
  const sessionId = item.merchantReference;
  if (!resultat || !sessionId || !SESSION_ID.test(sessionId)) return null;
  const data = item.additionalData ?? {};
  const threeDS = data.threeDAuthenticated;
  return {
    notification: {
      session_id: sessionId,
      // Adyen resends the same item until it is accepted: the same event, the same id.
      evenement_id: `${item.eventCode}:${item.pspReference}:${item.success}`.slice(0, 64),
      resultat,
      montant_cents: item.amount.value,
      date: dateOf(item.eventDate),
      ...(threeDS === 'true' || threeDS === 'false'
        ? { authentification: threeDS === 'true' ? ('3ds' as const) : ('aucune' as const) }
        : {}),
    },
    // A cancellation's pspReference is its own; the payment's is its originalReference.
    paymentReference: item.originalReference || item.pspReference,
    savedCard: resultat === 'acceptee' ? savedCardOf(item) : null,
  };
}

const OPERATION_EVENTS: Record<string, OperationOutcome['kind']> = {
  CAPTURE: 'capture',
  CAPTURE_FAILED: 'capture',
  CANCELLATION: 'liberation',
  REFUND: 'remboursement',
  REFUND_FAILED: 'remboursement',
  REFUNDED_REVERSED: 'remboursement',
};

/**
 * What Adyen finally says of a capture, cancel or refund the shop asked (answered `received` then):
 * its `pspReference` is the one the modification answered. CAPTURE_FAILED, REFUND_FAILED and
 * REFUNDED_REVERSED are failures whatever their `success` (the bank refused the money after Adyen
 * took the request).
 */
function outcomeOf(item: Item): OperationOutcome | null {
  const kind = OPERATION_EVENTS[item.eventCode];
  // A CANCELLATION of a session's page (no original payment) is not an operation the shop asked.
  if (!kind || !item.originalReference) return null;
  const success = item.success === 'true' && !/_FAILED$|_REVERSED$/.test(item.eventCode);
  return {
    reference: item.pspReference,
    kind,
    success,
    reason: success ? null : (item.reason ?? item.eventCode),
  };
}

function dateOf(eventDate: string | undefined): string {
  const date = eventDate ? new Date(eventDate) : new Date(Number.NaN);
  return Number.isNaN(date.getTime()) ? new Date().toISOString() : date.toISOString();
}

/** The card Adyen kept during this payment (the shopper ticked the box), from the item's additional data. */
function savedCardOf(item: Item): SavedCard | null {
  const data = item.additionalData ?? {};
  const token = data['tokenization.storedPaymentMethodId'] ?? data['recurring.recurringDetailReference'];
  const customer = data['tokenization.shopperReference'] ?? data['recurring.shopperReference'];
  if (!token || !customer) return null;
  return {
    customer,
    token,
    brand: data.paymentMethod ?? item.paymentMethod ?? '',
    last4: data.cardSummary ?? '',
    expiry: expiryOf(data.expiryDate ?? ''),
  };
}

/** Adyen's `3/2030` as the shop's MM/YY. */
function expiryOf(adyenExpiry: string): string {
  const match = /^(\d{1,2})\/(\d{2}|\d{4})$/.exec(adyenExpiry.trim());
  if (!match?.[1] || !match[2]) return '';
  return `${match[1].padStart(2, '0')}/${match[2].slice(-2)}`;
}
