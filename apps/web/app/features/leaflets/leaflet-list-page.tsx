import { buttonClass } from '../../ui/button.tsx';
import { ShopSelectorTrigger } from '../stores/index.ts';
import { LeafletCovers } from './leaflet-covers.tsx';
import type { LeafletListData } from './leaflet-model.ts';
import styles from './leaflets.module.css';

/** `/prospectus`: the current store's running and coming leaflets. */
export function LeafletListPage({ data }: { data: LeafletListData }) {
  return (
    <div className={`page ${styles.page}`}>
      <h1 className={styles.title}>Les prospectus de votre magasin</h1>
      {data.national ? (
        <>
          <p>Les prospectus sont ceux de votre magasin : choisissez-le pour voir ses promotions.</p>
          <p>
            <ShopSelectorTrigger className={buttonClass({ variant: 'primary' })}>
              Choisir mon magasin
            </ShopSelectorTrigger>
          </p>
        </>
      ) : (
        <>
          <p className={styles.meta}>{data.storeName} : promotions en cours et à venir.</p>
          <LeafletCovers data={data} />
        </>
      )}
    </div>
  );
}
