import { frenchDate, frenchDateTime, parisParts, vatBreakdown } from '@cabas/domain';
import {
  amounts,
  createDocument,
  euros,
  footers,
  heading,
  lineTable,
  paragraph,
  subheading,
  twoColumns,
  vatTable,
} from './pdf-layout.ts';
import { SELLER } from './seller.ts';

/** The three PDF documents of the account: an order's summary, its invoice, a till receipt. */

export interface DocumentLine {
  designation: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
  /** VAT rate, basis points. */
  rate: number;
}

export interface StoreFacts {
  name: string;
  adresse: string;
  cp: string;
  ville: string;
  telephone: string;
}

export interface OrderFacts {
  code: string;
  titre: string;
  placedAt: Date;
  statusLabel: string;
  modeLabel: string;
  store: StoreFacts;
  slot: { start: Date; end: Date | null } | null;
  /** Pickup place, or the delivery address. */
  place: { kind: 'retrait' | 'livraison'; lines: string[] };
  lines: DocumentLine[];
  fees: { libelle: string; cents: number; rate: number }[];
  /** Immediate reductions already in the lines, shown for information. */
  lineReductionsCents: number;
  /** Reductions of the whole order (promo codes), taken off the total. */
  orderReductions: { libelle: string; cents: number }[];
  totalCents: number;
  /**
   * Closed orders (decision 114): what the preparation did not charge of the ordered lines (missing,
   * lighter, cheaper substitutes), taken off the total; 0 otherwise.
   */
  preparationAdjustmentCents: number;
  cagnotteCents: number;
  giftCardCents: number;
  paymentLabel: string;
}

export interface InvoiceFacts {
  numero: string;
  issuedAt: Date;
  buyer: { name: string; address: string[] };
}

const hour = (at: Date) => {
  const p = parisParts(at);
  return `${p.hour} h ${String(p.minute).padStart(2, '0')}`;
};

/** « 25 novembre 2026 entre 18 h 00 et 19 h 00 ». */
const slotText = (slot: NonNullable<OrderFacts['slot']>) =>
  slot.end
    ? `${frenchDate(slot.start)} entre ${hour(slot.start)} et ${hour(slot.end)}`
    : frenchDateTime(slot.start);

/** The store, the lines, the totals, the settlement (unless the document writes its own) and the VAT by rate. */
function orderBody(doc: PDFKit.PDFDocument, o: OrderFacts, options: { settlement?: boolean } = {}) {
  twoColumns(
    doc,
    [
      `Magasin ${o.store.name}`,
      o.store.adresse,
      `${o.store.cp} ${o.store.ville}`,
      `Tél. ${o.store.telephone}`,
    ],
    [
      o.modeLabel,
      o.slot ? `Créneau : ${slotText(o.slot)}` : null,
      o.place.kind === 'retrait' ? 'Lieu de retrait :' : 'Adresse de livraison :',
      ...o.place.lines,
    ],
  );
  subheading(doc, 'Produits');
  lineTable(doc, o.lines);
  const subtotal = o.lines.reduce((sum, l) => sum + l.totalCents, 0);
  const promo = o.orderReductions.reduce((sum, r) => sum + r.cents, 0);
  amounts(doc, [
    { label: 'Sous-total des produits', value: euros(subtotal) },
    ...(o.lineReductionsCents > 0
      ? [{ label: 'dont remises immédiates', value: euros(o.lineReductionsCents) }]
      : []),
    ...o.fees.map((f) => ({ label: f.libelle, value: euros(f.cents) })),
    ...o.orderReductions.map((r) => ({ label: r.libelle, value: `-${euros(r.cents)}` })),
    ...(o.preparationAdjustmentCents > 0
      ? [
          {
            label: 'Ajustement à la préparation (pesées, remplacements, manquants)',
            value: `-${euros(o.preparationAdjustmentCents)}`,
          },
        ]
      : []),
    { label: 'Total TTC', value: euros(o.totalCents), bold: true },
  ]);
  if (options.settlement ?? true) {
    const card = o.totalCents - o.cagnotteCents - o.giftCardCents;
    subheading(doc, 'Règlement');
    amounts(doc, [
      ...(o.cagnotteCents > 0 ? [{ label: 'Payé avec la cagnotte', value: euros(o.cagnotteCents) }] : []),
      ...(o.giftCardCents > 0
        ? [{ label: 'Payé avec une carte cadeau', value: euros(o.giftCardCents) }]
        : []),
      ...(promo > 0 ? [{ label: 'Économisé avec le code promo', value: euros(promo) }] : []),
      { label: o.paymentLabel, value: euros(Math.max(0, card)) },
    ]);
  }
  vatTable(
    doc,
    vatBreakdown(
      [
        ...o.lines.map((l) => ({ rate: l.rate, totalCents: l.totalCents })),
        ...o.fees.map((f) => ({ rate: f.rate, totalCents: f.cents })),
      ],
      promo + o.preparationAdjustmentCents,
    ),
  );
}

/** The summary of an order, as the shopper downloads it from the account. */
export async function orderPdf(o: OrderFacts): Promise<Buffer> {
  const { doc, finish } = createDocument(`Commande ${o.code}`);
  heading(doc, `Commande ${o.code}`);
  paragraph(doc, [
    o.titre && o.titre !== o.code ? o.titre : null,
    `Passée le ${frenchDateTime(o.placedAt)} - ${o.statusLabel}`,
  ]);
  doc.moveDown(0.6);
  orderBody(doc, o);
  paragraph(doc, ['', 'Ce récapitulatif n’est pas une facture.'], { muted: true, size: 8.5 });
  footers(doc, `Cabas - commande ${o.code}`);
  return finish();
}

/** The invoice of a withdrawn order: numbered, dated, seller and buyer, VAT by rate. */
export async function invoicePdf(o: OrderFacts, invoice: InvoiceFacts): Promise<Buffer> {
  const { doc, finish } = createDocument(`Facture ${invoice.numero}`);
  heading(doc, `Facture n° ${invoice.numero}`);
  paragraph(doc, [
    `Date d’émission : ${frenchDate(invoice.issuedAt)}`,
    `Commande ${o.code} du ${frenchDate(o.placedAt)}`,
  ]);
  doc.moveDown(0.6);
  twoColumns(
    doc,
    ['Vendeur', SELLER.name, SELLER.address, SELLER.rcs, SELLER.vatNumber],
    ['Facturé à', invoice.buyer.name, ...invoice.buyer.address],
  );
  doc.moveDown(0.6);
  orderBody(doc, o);
  paragraph(
    doc,
    [
      '',
      `Facture acquittée : réglée le ${frenchDate(o.placedAt)}.`,
      `${SELLER.name} - ${SELLER.legalForm} - ${SELLER.address} - ${SELLER.rcs} - ${SELLER.siret}.`,
    ],
    { muted: true, size: 8 },
  );
  footers(doc, `Cabas - facture ${invoice.numero}`);
  return finish();
}

export interface ProInvoiceFacts {
  numero: string;
  /** When the order was withdrawn (the invoice is issued then). */
  issuedAt: Date;
  /** YYYY-MM-DD. */
  dueOn: string;
  termDays: number;
  /** Paid by card at the order: paid when issued. */
  paidByCard: boolean;
  company: {
    name: string;
    siret: string;
    vatNumber: string | null;
    address: string[];
  };
  proRef: string | null;
  orderedBy: string;
  beneficiary: string | null;
  beneficiaryAddress: string | null;
}

/** A YYYY-MM-DD day as a French date (« 25 décembre 2026 »). */
const dayText = (day: string) => frenchDate(new Date(`${day}T12:00:00Z`));

/**
 * A pro order's invoice (decision 119): the seller and the company billed (SIRET, VAT number), the
 * order's references, its lines with their VAT rates, the VAT by rate, the totals, and the payment
 * term with its due date, or the card payment.
 */
export async function proInvoicePdf(o: OrderFacts, invoice: ProInvoiceFacts): Promise<Buffer> {
  const { doc, finish } = createDocument(`Facture ${invoice.numero}`);
  heading(doc, `Facture n° ${invoice.numero}`);
  paragraph(doc, [
    `Date d’émission : ${frenchDate(invoice.issuedAt)}`,
    `Commande pro n° ${o.code} du ${frenchDate(o.placedAt)}, retirée le ${frenchDate(invoice.issuedAt)}`,
  ]);
  doc.moveDown(0.6);
  const c = invoice.company;
  twoColumns(
    doc,
    ['Vendeur', SELLER.name, SELLER.address, SELLER.rcs, SELLER.vatNumber],
    [
      'Facturé à',
      c.name,
      ...c.address,
      `SIRET ${c.siret}`,
      c.vatNumber ? `N° de TVA intracommunautaire : ${c.vatNumber}` : null,
    ],
  );
  doc.moveDown(0.6);
  paragraph(doc, [
    invoice.proRef ? `Référence de votre bon de commande : ${invoice.proRef}` : null,
    `Commande passée par : ${invoice.orderedBy}`,
    invoice.beneficiary ? `Bénéficiaire : ${invoice.beneficiary}` : null,
    invoice.beneficiaryAddress ? `Adresse du bénéficiaire : ${invoice.beneficiaryAddress}` : null,
  ]);
  doc.moveDown(0.4);
  orderBody(doc, o, { settlement: false });
  subheading(doc, 'Règlement');
  paragraph(
    doc,
    invoice.paidByCard
      ? [`Payée par carte bancaire le ${frenchDate(invoice.issuedAt)}.`]
      : [`Délai de paiement : ${invoice.termDays} jours.`, `À régler avant le ${dayText(invoice.dueOn)}.`],
  );
  paragraph(
    doc,
    [
      '',
      invoice.paidByCard
        ? null
        : 'En cas de retard de paiement : pénalités au taux d’intérêt légal majoré de 10 points et indemnité forfaitaire pour frais de recouvrement de 40 € (articles L441-10 et D441-5 du Code de commerce). Pas d’escompte pour paiement anticipé.',
      `${SELLER.name} - ${SELLER.legalForm} - ${SELLER.address} - ${SELLER.rcs} - ${SELLER.siret}.`,
    ],
    { muted: true, size: 8 },
  );
  footers(doc, `Cabas - facture ${invoice.numero}`);
  return finish();
}

export interface ReceiptFacts {
  numero: string;
  caisse: number;
  purchasedAt: Date;
  store: StoreFacts;
  lines: DocumentLine[];
  totalCents: number;
  remiseCents: number;
  cagnotteGagneeCents: number;
  /** The cagnotte spent at the till (decision 128); the rest was paid as `paymentLabel` says. */
  cagnotteUtiliseeCents?: number;
  paymentLabel: string;
  /** Only the last digits are printed. */
  cardNumber: string;
}

/** A till receipt of an in-store purchase. */
export async function receiptPdf(r: ReceiptFacts): Promise<Buffer> {
  const { doc, finish } = createDocument(`Ticket de caisse ${r.numero}`);
  heading(doc, `Ticket de caisse n° ${r.numero}`);
  paragraph(doc, [`Achat du ${frenchDateTime(r.purchasedAt)} - caisse ${r.caisse}`]);
  doc.moveDown(0.6);
  twoColumns(
    doc,
    [
      `Magasin ${r.store.name}`,
      r.store.adresse,
      `${r.store.cp} ${r.store.ville}`,
      `Tél. ${r.store.telephone}`,
    ],
    ['Carte de fidélité', `n° **** ${r.cardNumber.slice(-4)}`],
  );
  subheading(doc, 'Articles');
  lineTable(doc, r.lines);
  const articles = r.lines.reduce((sum, l) => sum + l.quantity, 0);
  amounts(doc, [
    { label: `Nombre d’articles`, value: String(articles) },
    ...(r.remiseCents > 0 ? [{ label: 'dont remises immédiates', value: euros(r.remiseCents) }] : []),
    { label: 'Total TTC', value: euros(r.totalCents), bold: true },
    ...(r.cagnotteUtiliseeCents
      ? [{ label: 'Payé avec la cagnotte', value: euros(r.cagnotteUtiliseeCents) }]
      : []),
    { label: r.paymentLabel, value: euros(r.totalCents - (r.cagnotteUtiliseeCents ?? 0)) },
    ...(r.cagnotteGagneeCents > 0
      ? [{ label: 'Gagné sur votre cagnotte', value: euros(r.cagnotteGagneeCents) }]
      : []),
  ]);
  vatTable(doc, vatBreakdown(r.lines.map((l) => ({ rate: l.rate, totalCents: l.totalCents }))));
  paragraph(
    doc,
    ['', `${SELLER.name} - ${SELLER.address} - ${SELLER.siret}`, 'Merci de votre visite, à bientôt !'],
    {
      muted: true,
      size: 8,
    },
  );
  footers(doc, `Cabas - ticket ${r.numero}`);
  return finish();
}
