import { z } from 'zod';
import { ID_MAX, idParam } from './common.ts';
import { orderChangeMessages as m } from './order-changes-messages.ts';

/**
 * Cancelling and editing a placed order (declared in `endpoints/order-changes.ts`): owner only,
 * another client's order answers 404. Amounts in euros; times ISO-8601 UTC.
 */

export const ORDER_CHANGE_MAX_QUANTITY = 99;
export const ORDER_CHANGE_MAX_LINES = 200;
/** How long a change waiting for its extra payment keeps the order's edit locked. */
export const ORDER_CHANGE_DRAFT_MINUTES = 60;

export const orderChangeParams = z.object({ id: idParam('de la commande') });

/** What goes back to each means of payment. */
export const refundAmounts = z.object({
  carte: z.number(),
  /**
   * The part of `carte` never debited (decision 109): an authorisation lowered or released before the
   * capture. The rest of `carte` is refunded.
   */
  carte_non_debitee: z.number(),
  carte_cadeau: z.number(),
  tirelire: z.number(),
  total: z.number(),
});
export type RefundAmounts = z.infer<typeof refundAmounts>;

const slotTimes = z.object({ id: z.number(), debut: z.string(), fin: z.string() });

export const cancellationPreviewResponse = z.object({
  data: z.object({
    commande_id: z.number(),
    code: z.string(),
    statut_code: z.string(),
    annulable: z.boolean(),
    /** Why it cannot be cancelled (French), null when it can. */
    motif: z.string().nullable(),
    /** Until when it can be cancelled or changed (the slot's cut-off). */
    date_limite: z.string().nullable(),
    /** Before: what a cancel would give back; once cancelled: what was given back. */
    remboursement: refundAmounts,
    creneau: slotTimes.nullable(),
  }),
});
export type CancellationPreview = z.infer<typeof cancellationPreviewResponse>['data'];

export const cancellationResponse = z.object({
  data: z.object({
    commande_id: z.number(),
    code: z.string(),
    statut_code: z.literal('ANNULEE'),
    date_annulation: z.string(),
    remboursement: refundAmounts,
    creneau_libere: z.boolean(),
  }),
});
export type Cancellation = z.infer<typeof cancellationResponse>['data'];

export const orderChangeLineInput = z.object({
  produit_id: idParam('du produit'),
  quantite: z.coerce
    .number({ error: m.quantity })
    .int({ error: m.quantity })
    .min(1, { error: m.quantity })
    .max(ORDER_CHANGE_MAX_QUANTITY, { error: m.quantity }),
});

export const orderChangeBody = z.object({
  lignes: z.array(orderChangeLineInput).max(ORDER_CHANGE_MAX_LINES, { error: 'Trop de lignes.' }),
  /** The new slot; absent or null keeps the order's. */
  creneau_id: z.coerce.number().int().positive().max(ID_MAX, { error: m.slotUnknown }).nullable().optional(),
});
export type OrderChangeBody = z.infer<typeof orderChangeBody>;

export const orderChangeView = z.object({
  data: z.object({
    /** The draft's id, null while nothing was changed. */
    id: z.number().nullable(),
    commande_id: z.number(),
    code: z.string(),
    magasin_id: z.number(),
    statut: z.enum(['aucune', 'brouillon', 'en_paiement']),
    lignes: z.array(
      z.object({
        produit_id: z.number(),
        designation: z.string(),
        quantite: z.number(),
        prix_unitaire: z.number(),
        montant_ttc: z.number(),
      }),
    ),
    creneau: slotTimes.nullable(),
    frais: z.number(),
    /** Immediate reductions (already in the lines' amounts) and order reductions. */
    reductions: z.number(),
    /** What the change costs the shopper beyond prices: a promo code that no longer applies. */
    avertissements: z.array(z.string()),
    total_ttc: z.number(),
    total_paye: z.number(),
    /** New total minus the paid one: positive is paid by card, negative is refunded. */
    difference: z.number(),
    remboursement: refundAmounts,
    date_limite: z.string().nullable(),
  }),
});
export type OrderChangeView = z.infer<typeof orderChangeView>['data'];

export const orderChangeConfirmation = z.object({
  data: z.object({
    commande_id: z.number(),
    /** `appliquee`: done; `paiement`: pay the difference on the page at `url_webview_paiement` first. */
    resultat: z.enum(['appliquee', 'paiement']),
    url_webview_paiement: z.string().nullable(),
    session_id: z.string().nullable(),
    remboursement: refundAmounts,
    a_payer: z.number(),
  }),
});
export type OrderChangeConfirmation = z.infer<typeof orderChangeConfirmation>['data'];

export const orderChangeSlots = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      debut: z.string(),
      fin: z.string(),
      prix: z.number(),
      disponible: z.boolean(),
    }),
  ),
});
export type OrderChangeSlot = z.infer<typeof orderChangeSlots>['data'][number];

/** The storefront's edit form: one action per button (`intent`), the product and value it is about. */
export const orderEditForm = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('quantite'),
    produit_id: idParam('du produit'),
    quantite: orderChangeLineInput.shape.quantite,
  }),
  z.object({ intent: z.literal('retirer'), produit_id: idParam('du produit') }),
  z.object({ intent: z.literal('ajouter'), produit_id: idParam('du produit') }),
  z.object({
    intent: z.literal('creneau'),
    creneau_id: z.coerce
      .number({ error: m.slotUnknown })
      .int()
      .positive({ error: m.slotUnknown })
      .max(ID_MAX, { error: m.slotUnknown }),
  }),
  z.object({ intent: z.literal('confirmer') }),
  z.object({ intent: z.literal('abandonner') }),
]);
export type OrderEditForm = z.infer<typeof orderEditForm>;
