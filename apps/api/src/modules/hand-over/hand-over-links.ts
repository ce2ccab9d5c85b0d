import type { QrCodeAttachment } from '../../platform/mail/mailer.ts';
import { CheckInTokens } from './check-in-token.ts';

/** The storefront's page of the check-in link (`/commande/arrivee/:jeton`, decision 116). */
export const CHECK_IN_PAGE = '/commande/arrivee';
/** The staff's hand-over page, which the confirmation e-mail's QR code opens. */
export const STAFF_HAND_OVER_PAGE = '/gestion/retrait';
/** The Content-ID of the QR code in the confirmation e-mail. */
export const HAND_OVER_QR_CID = 'qr-retrait@cabas';

/** What the confirmation e-mail of an order collected at the store carries for its hand-over. */
export interface HandOverMailParts {
  /** « Je suis arrivé(e) »: the signed check-in link. */
  checkInUrl: string;
  /** The staff's page of this order's hand-over, as the QR code encodes it. */
  staffUrl: string;
  /** The QR code of `staffUrl`, attached inline (`cid:` HAND_OVER_QR_CID), drawn when the mail leaves. */
  qrCode: QrCodeAttachment;
}

/**
 * The links of the hand-over in the order confirmation e-mail (decision 116): the customer's
 * check-in link on the shop's public origin, and the QR code the staff scan at the drive, which
 * opens their hand-over page for this order (a customer who opens it gets the staff login, no data).
 * The outbox draws the QR code as a PNG when the e-mail leaves (`drawAttachments`), not in the
 * transaction that places the order.
 */
export class HandOverLinks {
  readonly #tokens: CheckInTokens;
  readonly #origin: string;

  constructor(appSecret: string, publicUrl: string) {
    this.#tokens = new CheckInTokens(appSecret);
    this.#origin = publicUrl.replace(/\/+$/, '');
  }

  get tokens(): CheckInTokens {
    return this.#tokens;
  }

  checkInUrl(orderId: number): string {
    return `${this.#origin}${CHECK_IN_PAGE}/${this.#tokens.create(orderId)}`;
  }

  staffUrl(storeId: number, code: string): string {
    const query = new URLSearchParams({ magasin: String(storeId), code });
    return `${this.#origin}${STAFF_HAND_OVER_PAGE}?${query}`;
  }

  mailParts(order: { id: number; storeId: number; code: string }): HandOverMailParts {
    const staffUrl = this.staffUrl(order.storeId, order.code);
    return {
      checkInUrl: this.checkInUrl(order.id),
      staffUrl,
      qrCode: { filename: `retrait-${order.code}.png`, cid: HAND_OVER_QR_CID, qrCodeOf: staffUrl },
    };
  }
}
