import type { OrderPreparation, PreparedLine, Substitute } from '@cabas/contracts';
import { eurosToCents, frenchDate, LINE_OUTCOME_LABELS, type LineOutcome, parisParts } from '@cabas/domain';

/** A line of the preparation page, its amounts in cents (decision 103). */
export interface PreparationLineView {
  id: number;
  designation: string;
  quantity: number;
  /** « x 2 », « 500 g ». */
  quantityLabel: string;
  weighed: boolean;
  unitPriceCents: number;
  totalCents: number;
  substitutionAccepted: boolean;
  substitutionPossible: boolean;
  minGrams: number | null;
  maxGrams: number | null;
  version: number;
  result: {
    outcome: LineOutcome;
    label: string;
    quantity: number;
    weightGrams: number | null;
    finalCents: number;
    /** The customer's answer as text (decision 115): « Accepté par le client »… */
    substitute: { designation: string; unitPriceCents: number; decisionLabel: string } | null;
    preparedBy: string;
  } | null;
}

export interface PreparationView {
  id: number;
  code: string;
  status: string;
  stateLabel: string;
  customer: string;
  storeName: string;
  /** « dimanche 29 novembre 2026 de 11 h 00 à 12 h 00 ». */
  slotLabel: string | null;
  cutoffLabel: string | null;
  note: string | null;
  canStart: boolean;
  inPreparation: boolean;
  /** Prepared and waiting for its customer: the store may hand it over (and capture its final amount). */
  canClose: boolean;
  aisles: { label: string; lines: PreparationLineView[] }[];
  linesLeft: number;
  orderedCents: number;
  finalCents: number;
}

export interface SubstituteView {
  productId: number;
  designation: string;
  brand: string | null;
  unitPriceCents: number;
  weighed: boolean;
}

const hour = (iso: string) => {
  const p = parisParts(new Date(iso));
  return `${p.hour} h ${String(p.minute).padStart(2, '0')}`;
};

export const gramsLabel = (grams: number) =>
  grams >= 1000 ? `${String(grams / 1000).replace('.', ',')} kg` : `${grams} g`;

function decodeLine(line: PreparedLine): PreparationLineView {
  const weighed = line.pese;
  return {
    id: line.id,
    designation: line.designation,
    quantity: line.quantite,
    quantityLabel: weighed ? gramsLabel(Math.round(line.quantite * 1000)) : `x ${line.quantite}`,
    weighed,
    unitPriceCents: eurosToCents(line.prix_unitaire),
    totalCents: eurosToCents(line.montant),
    substitutionAccepted: line.substitution_accord,
    substitutionPossible: line.remplacement_possible,
    minGrams: line.poids_min_g,
    maxGrams: line.poids_max_g,
    version: line.version,
    result: line.resultat
      ? {
          outcome: line.resultat.type,
          label: LINE_OUTCOME_LABELS[line.resultat.type],
          quantity: line.resultat.quantite,
          weightGrams: line.resultat.poids_g,
          finalCents: eurosToCents(line.resultat.montant_final),
          substitute: line.resultat.remplacement
            ? {
                designation: line.resultat.remplacement.designation,
                unitPriceCents: eurosToCents(line.resultat.remplacement.prix_unitaire),
                decisionLabel: line.resultat.remplacement.decision_libelle,
              }
            : null,
          preparedBy: line.resultat.prepare_par,
        }
      : null,
  };
}

/** The answer of the preparation calls, decoded once for the page. */
export function decodePreparation(order: OrderPreparation): PreparationView {
  const slot = order.creneau;
  return {
    id: order.id,
    code: order.code,
    status: order.statut_code,
    stateLabel: order.etat_libelle,
    customer: `${order.client.prenom} ${order.client.nom}`.trim(),
    storeName: order.magasin.nom,
    slotLabel: slot ? `${frenchDate(new Date(slot.debut))} de ${hour(slot.debut)} à ${hour(slot.fin)}` : null,
    cutoffLabel: slot ? `${frenchDate(new Date(slot.date_limite))} à ${hour(slot.date_limite)}` : null,
    note: order.note_client,
    canStart: order.peut_commencer,
    inPreparation: order.statut_code.toUpperCase() === 'VALIDEE',
    canClose: order.statut_code.toUpperCase() === 'EN_ATTENTE' && order.fin_preparation !== null,
    aisles: order.rayons.map((r) => ({ label: r.libelle, lines: r.lignes.map(decodeLine) })),
    linesLeft: order.lignes_restantes,
    orderedCents: eurosToCents(order.montant_commande),
    finalCents: eurosToCents(order.montant_final),
  };
}

export function decodeSubstitutes(list: Substitute[]): SubstituteView[] {
  return list.map((s) => ({
    productId: s.produit_id,
    designation: s.designation,
    brand: s.marque,
    unitPriceCents: eurosToCents(s.prix_unitaire),
    weighed: s.pese,
  }));
}
