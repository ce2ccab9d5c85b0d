import type { HostedSessionRequest } from '../gateway.ts';

export type ReturnPage = keyof HostedSessionRequest['returnUrls'];

/**
 * Which of the shop's five pages a shopper coming back from Adyen's page sees, from the session's
 * status (`GET /sessions/{id}?sessionResult=…`). It only chooses a page: the webhook decides the
 * payment, and a `completed` session whose AUTHORISATION has not come yet is shown as pending.
 */
export function returnPageOf(status: string | undefined): ReturnPage {
  switch (status) {
    case 'completed':
      return 'ok';
    case 'paymentPending':
      return 'enAttente';
    case 'refused':
      return 'refus';
    // `active`: back without paying (the browser's back button, the page's cancel link).
    case 'canceled':
    case 'expired':
    case 'active':
      return 'annulation';
    default:
      return 'erreur';
  }
}
