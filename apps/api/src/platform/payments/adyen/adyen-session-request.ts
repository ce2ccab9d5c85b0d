import adyen, { type Types } from '@adyen/api-library';
import type { HostedSessionRequest } from '../gateway.ts';

type SessionRequest = Types.checkout.CreateCheckoutSessionRequest;
const { ModeEnum, RecurringProcessingModelEnum, ShopperInteractionEnum, StorePaymentMethodModeEnum } =
  adyen.Types.checkout.CreateCheckoutSessionRequest;

/** Adyen's shopper of one of our clients: an id, never a name or an e-mail (Adyen asks no PII there). */
export const shopperReferenceOf = (clientId: number) => `cabas-client-${clientId}`;

/**
 * The `/sessions` body of Adyen's Hosted Checkout (`mode: hosted`): Adyen answers a `url` the
 * browser opens, and its page does the card form, 3-D Secure and the stored cards (PCI SAQ A).
 */
export function sessionRequestOf(
  request: HostedSessionRequest,
  merchantAccount: string,
  returnUrl: string,
): SessionRequest {
  const storing = request.saveCard || request.savedCard !== null;
  return {
    mode: ModeEnum.Hosted,
    merchantAccount,
    reference: request.sessionId,
    amount: { currency: request.currency, value: request.amountCents },
    returnUrl,
    expiresAt: request.expiresAt,
    countryCode: 'FR',
    shopperLocale: 'fr-FR',
    shopperEmail: request.customer.email,
    shopperReference: shopperReferenceOf(request.customer.clientId),
    shopperInteraction: ShopperInteractionEnum.Ecommerce,
    lineItems: [
      {
        id: request.sessionId,
        description: request.description,
        quantity: 1,
        amountIncludingTax: request.amountCents,
      },
    ],
    metadata: { storeId: String(request.storeId) },
    // `autorisation`: captured later by the store's closing, whatever the merchant account's capture
    // delay says; `vente`: captured at once.
    ...(request.captureMode === 'autorisation'
      ? { additionalData: { manualCapture: 'true' } }
      : { captureDelayHours: 0 }),
    // The page offers a box to keep the card (the shopper's consent); it lists the cards kept before,
    // the CVC asked again. Deleting one is the account page's (the shop's list stays right).
    storePaymentMethodMode: request.saveCard
      ? StorePaymentMethodModeEnum.AskForConsent
      : StorePaymentMethodModeEnum.Disabled,
    showRemovePaymentMethodButton: false,
    ...(storing ? { recurringProcessingModel: RecurringProcessingModelEnum.CardOnFile } : {}),
  };
}
