/** The in-store receipts' list as the storefront reads it: each total in integer cents. */
import { endpoints, type TicketListResponse, type TicketSummary } from '@cabas/contracts';
import { eurosToCents } from '@cabas/domain';
import { decodedCall } from '../../lib/decoded-call.server.ts';

export type ShopTicket = Omit<TicketSummary, 'montant_total_ttc'> & { totalCents: number };
export type ShopTicketList = Omit<TicketListResponse, 'data'> & { data: ShopTicket[] };

export const decodeTickets = (answer: TicketListResponse): ShopTicketList => ({
  ...answer,
  data: answer.data.map(({ montant_total_ttc, ...ticket }) => ({
    ...ticket,
    totalCents: eurosToCents(montant_total_ttc),
  })),
});

export const ticketCalls = {
  list: decodedCall(endpoints.orderDocuments.tickets, decodeTickets),
};
