import styles from './stickers.module.css';

/** Product tags: promo, new, in season, best seller, anti-waste. */
export const STICKER_LABELS = {
  promo: 'Promo',
  nouveau: 'Nouveau',
  saison: 'De saison',
  'meilleure-vente': 'Meilleure vente',
  'anti-gaspi': 'Anti-gaspi',
} as const;
export type StickerCode = keyof typeof STICKER_LABELS;

const STICKER_CLASSES: Record<StickerCode, string | undefined> = {
  promo: styles.promo,
  nouveau: styles.nouveau,
  saison: styles.saison,
  'meilleure-vente': styles.meilleureVente,
  'anti-gaspi': styles.antiGaspi,
};

/** 3 commercial stickers by default. */
export const MAX_COMMERCIAL_STICKERS = 3;

export function Stickers({
  codes,
  max = MAX_COMMERCIAL_STICKERS,
}: {
  codes: readonly StickerCode[];
  max?: number;
}) {
  const shown = [...new Set(codes)].slice(0, max);
  if (!shown.length) return null;
  return (
    <ul className={styles.stickers} aria-label="Étiquettes">
      {shown.map((code) => (
        <li key={code} className={`${styles.sticker} ${STICKER_CLASSES[code] ?? ''}`}>
          {STICKER_LABELS[code]}
        </li>
      ))}
    </ul>
  );
}
