import {
  ORDER_CARD_TYPES,
  ORDER_PERIOD_LABELS,
  ORDER_PERIODS,
  ORDER_SORT_LABELS,
  ORDER_SORTS,
} from '@cabas/contracts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import styles from './orders.module.css';
import { presetHref } from './orders-links.ts';
import type { OrdersListData } from './orders-list.server.ts';

/**
 * The filters of the list: presets as links (a period, a year), then a GET form (amounts, dates,
 * store, card, guarantee, sort) that works without JavaScript. A refused filter shows its message.
 */
export function OrdersFilters({ data, pathname }: { data: OrdersListData; pathname: string }) {
  const v = data.values;
  const e = data.errors;
  const noPreset = !v.periode && !v.annee;
  return (
    <section className={styles.filters} aria-labelledby="filtres-commandes">
      <h2 id="filtres-commandes" className={styles.filtersTitle}>
        Filtrer mes commandes
      </h2>
      <nav aria-label="Périodes" className={styles.presets}>
        <ul>
          <li>
            <a href={presetHref(pathname, data.search, {})} aria-current={noPreset ? 'true' : undefined}>
              Toutes les dates
            </a>
          </li>
          {ORDER_PERIODS.map((p) => (
            <li key={p}>
              <a
                href={presetHref(pathname, data.search, { periode: p })}
                aria-current={v.periode === p ? 'true' : undefined}
              >
                {ORDER_PERIOD_LABELS[p]}
              </a>
            </li>
          ))}
          {data.years.map((year) => (
            <li key={year}>
              <a
                href={presetHref(pathname, data.search, { annee: year })}
                aria-current={v.annee === String(year) ? 'true' : undefined}
              >
                <span className="sr-only">Année </span>
                {year}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {e.periode || e.annee ? <p className={styles.error}>{e.periode ?? e.annee}</p> : null}
      <form method="get" action={pathname} className={styles.filterForm}>
        {data.view === 'archive' ? <input type="hidden" name="archive" value="1" /> : null}
        {v.periode ? <input type="hidden" name="periode" value={v.periode} /> : null}
        {v.annee ? <input type="hidden" name="annee" value={v.annee} /> : null}
        <Field
          label="Montant minimum (€)"
          name="montant_total_ttc_min"
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          defaultValue={v.montant_total_ttc_min}
          error={e.montant_total_ttc_min}
        />
        <Field
          label="Montant maximum (€)"
          name="montant_total_ttc_max"
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          defaultValue={v.montant_total_ttc_max}
          error={e.montant_total_ttc_max}
        />
        <Field
          label="Commandée à partir du"
          name="date_min"
          type="date"
          defaultValue={v.date_min}
          error={e.date_min}
          description={v.periode || v.annee ? 'La période choisie plus haut s’applique.' : undefined}
        />
        <Field
          label="Commandée jusqu’au"
          name="date_max"
          type="date"
          defaultValue={v.date_max}
          error={e.date_max}
        />
        <div className={styles.select}>
          <label htmlFor="filtre-magasin">Magasin</label>
          <select id="filtre-magasin" name="mag_id" defaultValue={v.mag_id ?? ''}>
            <option value="">Tous les magasins</option>
            {data.stores.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.select}>
          <label htmlFor="filtre-carte">Carte de fidélité utilisée</label>
          <select id="filtre-carte" name="type_carte" defaultValue={v.type_carte ?? ''}>
            <option value="">Toutes</option>
            {ORDER_CARD_TYPES.map((c) => (
              <option key={c.code} value={c.code}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.check}>
          <input
            id="filtre-garantie"
            type="checkbox"
            name="garantie"
            value="1"
            defaultChecked={v.garantie === '1'}
          />
          <label htmlFor="filtre-garantie">Avec un produit sous garantie</label>
        </div>
        <div className={styles.select}>
          <label htmlFor="filtre-tri">Trier par</label>
          <select id="filtre-tri" name="tri" defaultValue={v.tri ?? 'date_desc'}>
            {ORDER_SORTS.map((s) => (
              <option key={s} value={s}>
                {ORDER_SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.formActions}>
          <Button type="submit">Appliquer</Button>
          <a href={data.resetHref}>Effacer les filtres</a>
        </div>
      </form>
    </section>
  );
}
