import { PURCHASE_PERIOD_LABELS } from '@cabas/contracts';
import { Button } from '../../ui/button.tsx';
import fieldStyles from '../../ui/field.module.css';
import { Field } from '../../ui/field.tsx';
import styles from './in-store.module.css';
import type { InStoreData } from './in-store.server.ts';
import { PERIODS } from './in-store.ts';

/** The receipts' filters (a GET form: the filters are in the page's address, it works without JavaScript). */
export function TicketFilters({ data, action }: { data: InStoreData; action: string }) {
  const { filters, filterErrors } = data;
  return (
    <form
      method="get"
      action={action}
      className={`${styles.panel} ${styles.filters}`}
      aria-labelledby="filtres-titre"
    >
      <h2 id="filtres-titre">Filtrer mes tickets</h2>
      <fieldset className={styles.choices}>
        <legend>Date d’achat</legend>
        <label className={styles.choice}>
          <input type="radio" name="periode" value="" defaultChecked={filters.periode === ''} />
          Toutes les dates
        </label>
        {PERIODS.map((period) => (
          <label key={period} className={styles.choice}>
            <input type="radio" name="periode" value={period} defaultChecked={filters.periode === period} />
            {PURCHASE_PERIOD_LABELS[period]}
          </label>
        ))}
      </fieldset>
      <div className={styles.row}>
        <Field
          type="date"
          label="Du"
          name="date_min"
          description="Pour une période personnalisée"
          defaultValue={filters.date_min}
          error={filterErrors.date_min}
        />
        <Field
          type="date"
          label="Au"
          name="date_max"
          description="Pour une période personnalisée"
          defaultValue={filters.date_max}
          error={filterErrors.date_max}
        />
        <div className={fieldStyles.field}>
          <label htmlFor="filtre-magasin" className={fieldStyles.label}>
            Magasin
          </label>
          <select
            id="filtre-magasin"
            name="magasin_id"
            className={fieldStyles.input}
            defaultValue={filters.magasin_id}
          >
            <option value="">Tous les magasins</option>
            {data.stores.map((store) => (
              <option key={store.id} value={String(store.id)}>
                {store.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={styles.actions}>
        <Button type="submit">Filtrer</Button>
        <a href={action}>Effacer les filtres</a>
      </div>
    </form>
  );
}
