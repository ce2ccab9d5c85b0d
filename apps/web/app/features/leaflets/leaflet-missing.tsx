import type { LeafletMissingData, Variant } from './leaflet-model.ts';
import { leafletsPath } from './leaflet-model.ts';
import styles from './leaflets.module.css';

const TITLES: Record<LeafletMissingData['missing'], string> = {
  magasin: 'Prospectus indisponible',
  inconnu: 'Prospectus non proposé',
  expire: 'Prospectus terminé',
};

export const missingTitle = (missing: LeafletMissingData['missing']) => TITLES[missing];

/** A leaflet address without a leaflet: not offered by the store (404), or no longer offered (410). */
export function LeafletMissing({ data, variant }: { data: LeafletMissingData; variant: Variant }) {
  return (
    <div className={`page ${styles.page}`}>
      <h1 className={styles.title}>{TITLES[data.missing]}</h1>
      <p className={styles.lead}>{data.message}</p>
      <p>
        <a href={leafletsPath(variant)} className={styles.back}>
          Voir les prospectus en cours
        </a>
      </p>
    </div>
  );
}
