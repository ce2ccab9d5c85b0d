/**
 * `/mon-compte/espace-pro`, the pro services space (doc 2 §6, decision 119): the company, its
 * commercial contact, the agreement stores and their payment term, the outstanding, the invoices by
 * status with their PDF. For pros only: a consumer is sent to the account home.
 */
import {
  API_ERROR_CODES,
  endpoints,
  PRO_INVOICE_STATUS_LABELS,
  type ProInvoiceStatusCode,
  proInvoiceListQuery,
} from '@cabas/contracts';
import { eurosToCents } from '@cabas/domain';
import { type RouterContextProvider, redirect } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { authedApi } from '../../lib/authed-api.server.ts';
import { formatPrice } from '../../lib/format.ts';
import { formatFrenchDay } from '../../lib/french-date.ts';
import { ACCOUNT_HOME_PATH } from '../../lib/guards.ts';
import { invoicePdfHref } from './pro-space-links.ts';

export type InvoiceFilter = ProInvoiceStatusCode | 'toutes';

export interface ProSpaceData {
  company: { name: string | null; siret: string | null; vat: string | null; address: string | null };
  contact: { name: string; phone: string | null; mobile: string | null; email: string | null } | null;
  stores: { id: number; name: string; city: string; term: string; proService: boolean }[];
  outstanding: { limit: string; used: string; available: string };
  unpaid: { count: number; amount: string; late: number };
  filter: InvoiceFilter;
  invoices: {
    number: string;
    orderId: number;
    proOrderNumber: string;
    store: string;
    date: string;
    due: string;
    amount: string;
    status: ProInvoiceStatusCode;
    statusLabel: string;
    pdfHref: string;
  }[];
  page: number;
  pages: number;
}

const money = (euros: number) => formatPrice(eurosToCents(euros));

export async function proSpaceLoader(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ProSpaceData> {
  const api = await authedApi(request, context);
  if (!api.session.isPro) throw redirect(ACCOUNT_HOME_PATH);
  const url = new URL(request.url);
  const asked = proInvoiceListQuery.safeParse(Object.fromEntries(url.searchParams));
  const query = asked.success ? asked.data : { statut: 'toutes' as const, page: 1 };
  let space: Awaited<ReturnType<typeof loadSpace>>;
  try {
    space = await loadSpace(api, query);
  } catch (error) {
    if (isApiError(error) && error.code === API_ERROR_CODES.proAccountRequired)
      throw redirect(ACCOUNT_HOME_PATH);
    throw error;
  }
  const [{ data: s }, invoices] = space;
  const c = s.entreprise;
  const address = c.adresse
    ? [c.adresse, [c.code_postal, c.ville].filter(Boolean).join(' ')].join(', ')
    : null;
  return {
    company: { name: c.raison_sociale, siret: c.siret, vat: c.tva_intracommunautaire, address },
    contact: s.contact && {
      name: `${s.contact.prenom_referent} ${s.contact.nom_referent}`.trim(),
      phone: s.contact.tel_referent,
      mobile: s.contact.mobile_referent,
      email: s.contact.mail_referent,
    },
    stores: s.magasins.map((m) => ({
      id: m.id,
      name: m.name,
      city: m.ville,
      term: `${m.delai_paiement_jours} jours après le retrait`,
      proService: m.service_pro,
    })),
    outstanding: {
      limit: money(s.encours.plafond),
      used: money(s.encours.utilise),
      available: money(s.encours.disponible),
    },
    unpaid: {
      count: s.factures_a_payer.nombre,
      amount: money(s.factures_a_payer.montant),
      late: s.factures_a_payer.en_retard,
    },
    filter: query.statut,
    invoices: invoices.data.map((i) => ({
      number: i.numero,
      orderId: i.commande_id,
      proOrderNumber: i.numero_commande_pro,
      store: i.magasin.name,
      date: formatFrenchDay(i.date_facture),
      due: formatFrenchDay(i.date_echeance),
      amount: money(i.montant_ttc),
      status: i.statut,
      statusLabel: PRO_INVOICE_STATUS_LABELS[i.statut],
      pdfHref: invoicePdfHref(i.numero),
    })),
    page: invoices.meta.page,
    pages: invoices.meta.nb_pages,
  };
}

function loadSpace(
  api: Awaited<ReturnType<typeof authedApi>>,
  query: { statut: InvoiceFilter; page: number },
) {
  return Promise.all([api.call(endpoints.proSpace.space), api.call(endpoints.proSpace.invoices, { query })]);
}
