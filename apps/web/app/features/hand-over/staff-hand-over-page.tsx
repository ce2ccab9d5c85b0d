import { HAND_OVER_SEARCH_LIMIT, STAFF_ORDER_MODE_LABELS, STAFF_ORDER_STATE_LABELS } from '@cabas/domain';
import { formatFrenchRange } from '../../lib/french-date.ts';
import { Badge } from '../../ui/badge.tsx';
import { StaffStoreField } from '../staff/index.ts';
import { ArrivalBadge } from './arrival.tsx';
import styles from './hand-over.module.css';
import { HAND_OVER_PATH, orderPagePath } from './paths.ts';
import type { StaffHandOverPageData } from './staff-hand-over.server.ts';

export const HAND_OVER_QUERY_LABEL = 'Code de commande ou nom du client';

/**
 * The search box of the hand-over: a GET form (works without JavaScript) that the hand-over page and
 * the day's list both show. `id` keeps its field's id unique on the page.
 */
export function HandOverSearchForm({
  storeId,
  query = '',
  error,
  id = 'recherche-retrait',
  storeField,
}: {
  storeId: number | null;
  query?: string;
  error?: string;
  id?: string;
  /** A store picker of the page, instead of the store kept in a hidden field. */
  storeField?: React.ReactNode;
}) {
  const errorId = `${id}-erreur`;
  return (
    <search aria-label="Retrouver une commande à remettre">
      <form method="get" action={HAND_OVER_PATH} className={styles.search}>
        {storeField ?? (storeId === null ? null : <input type="hidden" name="magasin" value={storeId} />)}
        <div className={styles.field}>
          <label htmlFor={id}>{HAND_OVER_QUERY_LABEL}</label>
          <input
            id={id}
            type="search"
            name="q"
            defaultValue={query}
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={`${styles.control} ${styles.query}`}
          />
          {error ? (
            <p id={errorId} className={styles.error}>
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className={styles.submit}>
          Rechercher
        </button>
      </form>
    </search>
  );
}

function StoreField({ page }: { page: StaffHandOverPageData }) {
  const { member, form, errors, storeId } = page;
  if (!member.allStores && member.stores.length <= 1) return null;
  return (
    <StaffStoreField
      id="retrait-magasin"
      member={member}
      storeId={storeId}
      typed={form.magasin}
      error={errors.magasin}
    />
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/** The hand-over at the drive: the search box, then the orders found (arrived customers first). */
export function StaffHandOverPage({ page }: { page: StaffHandOverPageData }) {
  const { result, form, errors, storeId, member } = page;
  const multi = member.allStores || member.stores.length > 1;
  return (
    <div>
      <h1 className={styles.title}>Retrait au drive</h1>
      <p className={styles.lead}>
        Scannez le QR code de l’e-mail de confirmation du client, ou saisissez son code de commande ou son
        nom.
      </p>
      <HandOverSearchForm
        storeId={storeId}
        query={form.q}
        error={errors.q}
        storeField={multi ? <StoreField page={page} /> : undefined}
      />
      {result ? <Results result={result} /> : null}
      {!result && storeId === null && !errors.magasin ? (
        <p className={styles.lead}>Choisissez un magasin pour y rechercher une commande.</p>
      ) : null}
    </div>
  );
}

function Results({ result }: { result: NonNullable<StaffHandOverPageData['result']> }) {
  const { commandes, total } = result;
  const summary =
    total === 0
      ? result.recherche === 'code'
        ? `Aucune commande à remettre n’a le code « ${result.q} » dans ce magasin (déjà remise, annulée ou d’un autre magasin ?).`
        : `Aucune commande à remettre ne correspond à « ${result.q} ».`
      : total > commandes.length
        ? `${total} commandes correspondent à « ${result.q} » : les ${HAND_OVER_SEARCH_LIMIT} premières sont affichées, précisez la recherche.`
        : `${plural(total, 'commande correspond', 'commandes correspondent')} à « ${result.q} ».`;
  return (
    <section aria-labelledby="resultats-retrait">
      <h2 id="resultats-retrait">Résultats</h2>
      <p role="status">{summary}</p>
      {commandes.length ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="sr-only">Commandes à remettre trouvées, clients arrivés en premier</caption>
            <thead>
              <tr>
                <th scope="col">Commande</th>
                <th scope="col">Client</th>
                <th scope="col">État</th>
                <th scope="col">Mode</th>
                <th scope="col">Créneau</th>
                <th scope="col">Arrivée</th>
              </tr>
            </thead>
            <tbody>
              {commandes.map((order) => (
                <tr key={order.id}>
                  <th scope="row">
                    <a className={styles.orderLink} href={orderPagePath(order.id)}>
                      {order.code}
                    </a>
                  </th>
                  <td>{order.client}</td>
                  <td>
                    <Badge tone={order.etat === 'prete' ? 'success' : 'warning'}>
                      {STAFF_ORDER_STATE_LABELS[order.etat]}
                    </Badge>
                  </td>
                  <td>{STAFF_ORDER_MODE_LABELS[order.mode]}</td>
                  <td>{formatFrenchRange(order.debut, order.fin) || 'Sans créneau'}</td>
                  <td>
                    {order.client_arrive_le ? (
                      <ArrivalBadge at={order.client_arrive_le} />
                    ) : (
                      <span className={styles.meta}>—</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
