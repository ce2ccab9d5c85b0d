/**
 * Advantages of a product: immediate reduction (RI), loyalty refund (OR),
 * refund on request (ODR), euros saved on the card (EC) and loyalty price (PF), shown in that order,
 * with texts cut to 40 characters on desktop and 30 on mobile.
 */
export const ADVANTAGE_ORDER = ['RI', 'OR', 'ODR', 'EC', 'PF'] as const;

export const ADVANTAGE_TEXT_MAX = { desktop: 40, mobile: 30 } as const;
/** Default maximum length of an advantage label. */
export const ADVANTAGE_LABEL_MAX = 37;

export type Device = 'desktop' | 'mobile';

const rank = (type: string) => {
  const index = (ADVANTAGE_ORDER as readonly string[]).indexOf(type);
  return index < 0 ? ADVANTAGE_ORDER.length : index;
};

/** A new array ordered RI, OR, ODR, EC, PF (unknown types last); ties keep their order. */
export function sortAdvantages<T extends { type_avantage: string }>(advantages: readonly T[]): T[] {
  return advantages
    .map((advantage, index) => ({ advantage, index }))
    .sort((a, b) => rank(a.advantage.type_avantage) - rank(b.advantage.type_avantage) || a.index - b.index)
    .map((x) => x.advantage);
}

/**
 * A text cut to at most `max` characters, at a word boundary when one is close, ending with "…".
 * Texts that fit are returned unchanged.
 */
export function truncateText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  if (max <= 1) return '…'.slice(0, max);
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const head = space >= Math.floor(max * 0.6) ? cut.slice(0, space) : cut;
  return `${head.replace(/[\s,;:.–-]+$/u, '')}…`;
}

export function advantageText(text: string, device: Device = 'desktop'): string {
  return truncateText(text, ADVANTAGE_TEXT_MAX[device]);
}
