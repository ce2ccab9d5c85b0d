import { orderBadgeTone, orderStatusLabel } from '@cabas/domain';
import { formatFrenchDateTime, isoDateTime } from '../../lib/french-date.ts';
import type { ShopOrderSummary } from './orders-api.server.ts';
import { orderHref } from './orders-links.ts';

/** An order as the pages show it: dates already in French (the server writes them, the browser only shows). */
export interface OrderSummaryView {
  id: number;
  titre: string;
  code: string;
  statut: string;
  statutLabel: string;
  tone: 'warning' | 'success' | 'danger';
  dateText: string;
  dateIso: string;
  pickupText: string | null;
  totalCents: number;
  storeName: string;
  mode: string;
  isArchive: boolean;
  href: string;
}

const MODE_LABELS: Record<string, string> = {
  DRIVE: 'Drive',
  LAD: 'Livraison à domicile',
  LDD: 'Livraison à domicile',
  CC: 'Click & collect',
  PRP: 'Point relais',
  CEV: 'Retrait en magasin',
  LC: 'Livraison en consigne',
  PRC: 'Point retrait',
  PRC_DELIPOP: 'Point retrait',
};

export const orderModeLabel = (code: string) => MODE_LABELS[code] ?? code;

export function summaryView(o: ShopOrderSummary): OrderSummaryView {
  return {
    id: o.id,
    titre: o.titre,
    code: o.code,
    statut: o.statut_code,
    statutLabel: orderStatusLabel(o.statut_code),
    tone: orderBadgeTone(o.statut_code),
    dateText: formatFrenchDateTime(o.date_commande),
    dateIso: isoDateTime(o.date_commande),
    pickupText: o.date_de_retrait ? formatFrenchDateTime(o.date_de_retrait) : null,
    totalCents: o.totalCents,
    storeName: o.magasin.name,
    mode: orderModeLabel(o.code_type_commande),
    isArchive: o.is_archive,
    href: orderHref(o.id, o.is_archive),
  };
}
