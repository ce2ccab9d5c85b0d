/**
 * In-store till receipts posted by the stores' till systems (issue #40, decision 128): the receipt
 * (store, number, date, lines or totals, payments, the loyalty card scanned) and the cagnotte the till
 * gave and took. A machine call, authenticated by the store's till token. Money in euros on the wire.
 */
import { z } from 'zod';
import { ID_MAX } from './common.ts';

/** The header that carries a store's till token (decision 128). */
export const TILL_TOKEN_HEADER = 'x-cabas-caisse';
/** The most lines a receipt may have. */
export const TILL_RECEIPT_LINES_MAX = 500;
/** The highest amount of a receipt, a line or a payment, in euros. */
export const TILL_AMOUNT_MAX = 100_000;
/** How late a till may post a receipt (an offline till catching up), in days. */
export const TILL_RECEIPT_MAX_AGE_DAYS = 30;
/** The clock skew allowed between a till and the shop for a receipt's date, in minutes. */
export const TILL_CLOCK_SKEW_MINUTES = 10;

export const tillReceiptMessages = {
  tokenMissing: 'Cet appel est réservé aux caisses des magasins : indiquez le jeton de caisse du magasin.',
  tokenInvalid: 'Le jeton de caisse est invalide.',
  tillsOnly: 'Cet appel est réservé aux caisses des magasins.',
  otherStore: 'Ce jeton de caisse appartient à un autre magasin.',
  store: 'Le magasin est invalide.',
  numero:
    'Le numéro de ticket doit compter de 1 à 40 caractères : chiffres, lettres, tirets, points ou barres obliques.',
  caisse: 'Le numéro de caisse doit être un nombre entier de 1 à 999.',
  date: 'La date d’achat doit être une date et une heure ISO 8601 avec le fuseau (par exemple 2026-11-29T10:15:00+01:00).',
  dateFuture: 'La date d’achat ne peut pas être dans le futur.',
  dateTooOld: `Un ticket de plus de ${TILL_RECEIPT_MAX_AGE_DAYS} jours ne peut plus être envoyé.`,
  amount: 'Le montant doit être un nombre positif en euros, avec deux décimales au plus.',
  card: 'Le numéro de carte de fidélité doit compter de 13 à 19 chiffres.',
  designation: 'Le libellé de l’article doit compter de 1 à 200 caractères.',
  quantity: 'La quantité doit être un nombre entier de 1 à 9999.',
  vat: 'Le taux de TVA doit être l’un de 0, 2,1, 5,5, 10 ou 20 %.',
  lines: `Un ticket compte de 1 à ${TILL_RECEIPT_LINES_MAX} lignes.`,
  lineTotal: 'Le montant de la ligne doit valoir la quantité fois le prix unitaire.',
  linesTotal: 'Le total du ticket doit valoir la somme de ses lignes moins la remise.',
  payments: 'Indiquez de 1 à 10 moyens de paiement.',
  paymentLabel: 'Le libellé du moyen de paiement doit compter de 1 à 40 caractères.',
  paymentsTotal: 'Les paiements doivent totaliser le montant du ticket.',
  spentAboveTotal: 'La cagnotte utilisée ne peut pas dépasser le montant du ticket.',
  noCagnotte: 'Cette carte n’a pas de cagnotte : la cagnotte utilisée ne peut pas être débitée.',
  balanceTooLow: 'Le solde de la cagnotte de cette carte est insuffisant pour le montant utilisé en caisse.',
  receiptChanged: 'Ce ticket a déjà été reçu avec un autre contenu.',
  numeroTaken: 'Ce numéro de ticket est déjà utilisé par un autre magasin.',
} as const;

const m = tillReceiptMessages;

/** Euros with two decimals at most, from 0 to `TILL_AMOUNT_MAX`. */
const euros = z
  .number({ error: m.amount })
  .min(0, { error: m.amount })
  .max(TILL_AMOUNT_MAX, { error: m.amount })
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: m.amount });

const cents = (euros: number) => Math.round(euros * 100);

/** VAT rates of France, in percent. */
export const TILL_VAT_RATES = [0, 2.1, 5.5, 10, 20] as const;

const line = z
  .object({
    designation: z.string({ error: m.designation }).trim().min(1, { error: m.designation }).max(200, {
      error: m.designation,
    }),
    /** The product's EAN when the till knows it (the catalogue's product, for « mes produits habituels »). */
    ean: z
      .string()
      .regex(/^\d{8,14}$/)
      .optional(),
    quantite: z
      .number({ error: m.quantity })
      .int({ error: m.quantity })
      .min(1, { error: m.quantity })
      .max(9999, {
        error: m.quantity,
      }),
    prix_unitaire: euros,
    montant: euros,
    taux_tva: z
      .number({ error: m.vat })
      .refine((v) => (TILL_VAT_RATES as readonly number[]).includes(v), { error: m.vat }),
  })
  .superRefine((l, ctx) => {
    if (cents(l.montant) !== cents(l.prix_unitaire) * l.quantite)
      ctx.addIssue({ code: 'custom', path: ['montant'], message: m.lineTotal });
  });

const payment = z.object({
  /** As the till prints it: « CB », « Espèces », « Ticket restaurant »… */
  libelle: z.string({ error: m.paymentLabel }).trim().min(1, { error: m.paymentLabel }).max(40, {
    error: m.paymentLabel,
  }),
  montant: euros,
});

/**
 * A receipt as the till sends it. `lignes` may be left out (a till that sends totals only); when
 * given, the total is their sum less the discount. The payments total the receipt; the cagnotte spent
 * at the till is one of them for the customer, and is named apart (`cagnotte_utilisee`) for the ledger.
 */
export const tillReceiptBody = z
  .object({
    magasin_id: z
      .number({ error: m.store })
      .int({ error: m.store })
      .positive({ error: m.store })
      .max(ID_MAX, { error: m.store }),
    numero: z
      .string({ error: m.numero })
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9./-]{0,39}$/, { error: m.numero }),
    caisse: z.number({ error: m.caisse }).int({ error: m.caisse }).min(1, { error: m.caisse }).max(999, {
      error: m.caisse,
    }),
    date_achat: z.iso.datetime({ offset: true, error: m.date }),
    montant_total_ttc: euros,
    montant_remise: euros.default(0),
    lignes: z
      .array(line)
      .min(1, { error: m.lines })
      .max(TILL_RECEIPT_LINES_MAX, { error: m.lines })
      .optional(),
    paiements: z
      .array(payment, { error: m.payments })
      .min(1, { error: m.payments })
      .max(10, { error: m.payments }),
    /** The loyalty card scanned at the till; none: an anonymous purchase. */
    num_carte: z
      .string({ error: m.card })
      .trim()
      .regex(/^\d{13,19}$/, { error: m.card })
      .optional(),
    /** The cagnotte the till gave this purchase (the store's rules, decided by the till). */
    cagnotte_gagnee: euros.default(0),
    /** The cagnotte spent at the till to pay it. */
    cagnotte_utilisee: euros.default(0),
  })
  .superRefine((r, ctx) => {
    const total = cents(r.montant_total_ttc);
    if (r.lignes) {
      const sum = r.lignes.reduce((s, l) => s + cents(l.montant), 0);
      if (sum - cents(r.montant_remise) !== total)
        ctx.addIssue({ code: 'custom', path: ['montant_total_ttc'], message: m.linesTotal });
    }
    if (r.paiements.reduce((s, p) => s + cents(p.montant), 0) !== total)
      ctx.addIssue({ code: 'custom', path: ['paiements'], message: m.paymentsTotal });
    if (cents(r.cagnotte_utilisee) > total)
      ctx.addIssue({ code: 'custom', path: ['cagnotte_utilisee'], message: m.spentAboveTotal });
    if (!r.num_carte && (r.cagnotte_gagnee > 0 || r.cagnotte_utilisee > 0))
      ctx.addIssue({ code: 'custom', path: ['num_carte'], message: m.card });
  });
export type TillReceiptBody = z.input<typeof tillReceiptBody>;
export type TillReceiptInput = z.output<typeof tillReceiptBody>;

/** What became of a receipt's loyalty (decision 128). */
export const TILL_RECEIPT_OUTCOMES = [
  /** The card's cagnotte was credited and/or debited. */
  'credite',
  /** No card scanned. */
  'sans_carte',
  /** A card number nobody issued: the receipt is kept, nothing credited. */
  'carte_inconnue',
  /** A pro's card, an expired card or a payment card (C4): nothing earned. */
  'sans_gain',
] as const;
export type TillReceiptOutcome = (typeof TILL_RECEIPT_OUTCOMES)[number];

export const tillReceiptResponse = z.object({
  data: z.object({
    magasin_id: z.number().int(),
    numero: z.string(),
    /** The outcome of this receipt (the same on every retry). */
    resultat: z.enum(TILL_RECEIPT_OUTCOMES),
    /** Euros credited to the card and debited from it by this receipt. */
    cagnotte_creditee: z.number(),
    cagnotte_debitee: z.number(),
    /** True when this receipt had already been received: nothing was written again. */
    deja_recu: z.boolean(),
  }),
});
export type TillReceiptResponse = z.infer<typeof tillReceiptResponse>;
