/** The French texts of a défi: its goal, where the customer stands, its reward, its period. */
import { frenchDate } from '@cabas/domain';
import { formatPrice } from '../../lib/format.ts';
import type { ShopChallenge } from './challenge.ts';

const plural = (n: number, one: string, many: string) => (n > 1 ? many : one);

const ORDER_KINDS: Record<string, string> = {
  drive: 'drive',
  ldd: 'en livraison',
  click_and_collect: 'en click & collect',
};

export function goalText(c: ShopChallenge): string {
  if (c.goal.kind === 'montant_rayon')
    return c.goal.department
      ? `${formatPrice(c.goal.cents)} en ${c.goal.department}`
      : formatPrice(c.goal.cents);
  const kind = c.goal.typePanier ? ORDER_KINDS[c.goal.typePanier] : undefined;
  const orders = `${c.goal.count} ${plural(c.goal.count, 'commande', 'commandes')}`;
  return kind ? `${orders} ${kind}` : orders;
}

/** « 1 commande sur 3 », « 12,40 € sur 20,00 € ». */
export function progressText(c: ShopChallenge): string {
  if (c.goal.kind === 'montant_rayon') return `${formatPrice(c.done)} sur ${formatPrice(c.goal.cents)}`;
  return `${c.done} ${plural(c.done, 'commande', 'commandes')} sur ${c.goal.count}`;
}

export function rewardText(c: ShopChallenge): string {
  return c.reward.kind === 'cagnotte'
    ? `${formatPrice(c.reward.cents)} sur votre cagnotte`
    : `${c.reward.points} ${plural(c.reward.points, 'point', 'points')}`;
}

/** « Du 1er novembre 2026 au 30 novembre 2026 » (the end is excluded: its day before). */
export function periodText(c: ShopChallenge): string {
  const last = new Date(Date.parse(c.until) - 1);
  return `Du ${frenchDate(new Date(c.from))} au ${frenchDate(last)}`;
}

export function outcomeText(c: ShopChallenge): string {
  if (c.rewardedAt) return `Défi réussi le ${frenchDate(new Date(c.rewardedAt))} : récompense créditée.`;
  if (c.met) return 'Objectif atteint.';
  return c.running ? 'Défi en cours.' : 'Défi terminé.';
}
