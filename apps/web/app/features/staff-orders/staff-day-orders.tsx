import {
  ALL_SLOTS,
  addDays,
  STAFF_ORDER_MODE_LABELS,
  STAFF_ORDER_MODES,
  STAFF_ORDER_STATE_LABELS,
  STAFF_ORDER_STATES,
  type StaffOrderState,
  slotKey,
} from '@cabas/domain';
import { formatPrice } from '../../lib/format.ts';
import { formatFrenchRange } from '../../lib/french-date.ts';
import { Badge, type BadgeTone } from '../../ui/badge.tsx';
import { ArrivalBadge, HandOverSearchForm } from '../hand-over/index.ts';
import { STAFF_PATHS, StaffStoreField } from '../staff/index.ts';
import styles from './staff-orders.module.css';
import type { DaySlot, StaffOrdersPageData } from './staff-orders.server.tsx';

const STATE_TONES: Record<StaffOrderState, BadgeTone> = {
  a_preparer: 'warning',
  en_preparation: 'info',
  prete: 'success',
  remise: 'neutral',
  annulee: 'danger',
};

let dayFormat: Intl.DateTimeFormat | undefined;
/** « mardi 10 mars 2026 » for a day 'YYYY-MM-DD'. */
function dayTitle(day: string): string {
  dayFormat ??= new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return dayFormat.format(new Date(`${day}T12:00:00Z`)).replace(/ 1 /, ' 1er ');
}

let clockFormat: Intl.DateTimeFormat | undefined;
/** « 9 h 05 » in Paris, with no-break spaces. */
function clock(iso: string): string {
  clockFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(clockFormat.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${Number(parts.hour)}\u00a0h\u00a0${parts.minute}`;
}

function slotTitle(slot: Pick<DaySlot, 'debut' | 'fin'>): string {
  if (!slot.debut) return 'Sans créneau';
  return slot.fin ? `De ${clock(slot.debut)} à ${clock(slot.fin)}` : `À partir de ${clock(slot.debut)}`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/** « 3 commandes : 1 à préparer, 2 prêtes » (the states present only). */
function slotCounts(slot: Pick<DaySlot, 'compteurs'>): string {
  const parts = STAFF_ORDER_STATES.filter((s) => slot.compteurs.par_etat[s] > 0).map(
    (s) => `${slot.compteurs.par_etat[s]} ${STAFF_ORDER_STATE_LABELS[s].toLowerCase()}`,
  );
  return `${plural(slot.compteurs.total, 'commande', 'commandes')} : ${parts.join(', ')}`;
}

const articles = (n: number) => plural(n, 'article', 'articles').replace('.', ',');

/** The page's address for other values of its query (empty values left out). */
function pageHref(query: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${STAFF_PATHS.orders}?${text}` : STAFF_PATHS.orders;
}

function StoreField({ page }: { page: StaffOrdersPageData }) {
  const { member, form, errors, storeId } = page;
  // One store: kept in the address, so that a link to this page names the store.
  if (!member.allStores && member.stores.length <= 1)
    return storeId === null ? null : <input type="hidden" name="magasin" value={storeId} />;
  return (
    <StaffStoreField
      id="filtre-magasin"
      member={member}
      storeId={storeId}
      typed={form.magasin}
      error={errors.magasin}
    />
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className={styles.error}>
      {message}
    </p>
  ) : null;
}

/** The staff's list of a store's day: a day picker, the filters, a table per slot. */
export function StaffDayOrdersPage({ page }: { page: StaffOrdersPageData }) {
  const { list, form, errors, storeId } = page;
  const day = list?.jour ?? form.jour;
  const counts = list?.compteurs;
  const store = storeId;
  const filters = { etat: list?.filtres.etat ?? form.etat, mode: list?.filtres.mode ?? form.mode };
  return (
    <div>
      <h1 className={styles.title}>
        Commandes du jour
        {list ? (
          <span className={styles.subtitle}>{` ${list.magasin.name}, ${dayTitle(list.jour)}`}</span>
        ) : null}
      </h1>
      {list ? (
        <nav aria-label="Changer de jour" className={styles.days}>
          <a
            className={styles.dayLink}
            href={pageHref({ magasin: store, jour: addDays(list.jour, -1), ...filters })}
            rel="prev"
          >
            Jour précédent
          </a>
          <a className={styles.dayLink} href={pageHref({ magasin: store, ...filters })}>
            Aujourd’hui
          </a>
          <a
            className={styles.dayLink}
            href={pageHref({ magasin: store, jour: addDays(list.jour, 1), ...filters })}
            rel="next"
          >
            Jour suivant
          </a>
        </nav>
      ) : null}
      {/* At the drive: the order of a customer found by its code or her name (decision 116). */}
      <HandOverSearchForm storeId={storeId} />
      <form
        method="get"
        action={STAFF_PATHS.orders}
        className={styles.filters}
        aria-label="Filtrer les commandes"
      >
        <StoreField page={page} />
        <div className={styles.field}>
          <label htmlFor="filtre-jour">Jour</label>
          <input
            id="filtre-jour"
            type="date"
            name="jour"
            defaultValue={day}
            required
            aria-invalid={errors.jour ? true : undefined}
            aria-describedby={errors.jour ? 'filtre-jour-erreur' : undefined}
            className={styles.control}
          />
          <FieldError id="filtre-jour-erreur" message={errors.jour} />
        </div>
        <div className={styles.field}>
          <label htmlFor="filtre-etat">État</label>
          <select
            id="filtre-etat"
            name="etat"
            defaultValue={filters.etat}
            aria-invalid={errors.etat ? true : undefined}
            aria-describedby={errors.etat ? 'filtre-etat-erreur' : undefined}
            className={styles.control}
          >
            <option value="">{counts ? `Tous les états (${counts.total})` : 'Tous les états'}</option>
            {STAFF_ORDER_STATES.map((s) => (
              <option key={s} value={s}>
                {STAFF_ORDER_STATE_LABELS[s]}
                {counts ? ` (${counts.par_etat[s]})` : ''}
              </option>
            ))}
          </select>
          <FieldError id="filtre-etat-erreur" message={errors.etat} />
        </div>
        <div className={styles.field}>
          <label htmlFor="filtre-mode">Mode</label>
          <select
            id="filtre-mode"
            name="mode"
            defaultValue={filters.mode}
            aria-invalid={errors.mode ? true : undefined}
            aria-describedby={errors.mode ? 'filtre-mode-erreur' : undefined}
            className={styles.control}
          >
            <option value="">{counts ? `Tous les modes (${counts.total})` : 'Tous les modes'}</option>
            {STAFF_ORDER_MODES.map((m) => (
              <option key={m} value={m}>
                {STAFF_ORDER_MODE_LABELS[m]}
                {counts ? ` (${counts.par_mode[m]})` : ''}
              </option>
            ))}
          </select>
          <FieldError id="filtre-mode-erreur" message={errors.mode} />
        </div>
        <button type="submit" className={styles.submit}>
          Afficher
        </button>
      </form>
      {list ? (
        <DayList page={page} list={list} />
      ) : storeId === null && !errors.magasin ? (
        <p className={styles.lead}>Choisissez un magasin pour afficher ses commandes.</p>
      ) : null}
    </div>
  );
}

function DayList({
  page,
  list,
}: {
  page: StaffOrdersPageData;
  list: NonNullable<StaffOrdersPageData['list']>;
}) {
  const filtered = list.filtres.etat !== null || list.filtres.mode !== null;
  const shown = list.creneaux.reduce((sum, slot) => sum + slot.compteurs.total, 0);
  const allOpen = list.creneaux.length > 1 && list.creneaux.every((slot) => slot.ouvert);
  // The links keep the page's store, day and filters; only the slot changes.
  const query = {
    magasin: page.storeId,
    jour: list.jour,
    etat: list.filtres.etat,
    mode: list.filtres.mode,
  };
  return (
    <>
      <p className={styles.lead} role="status">
        {list.compteurs.total === 0
          ? 'Aucune commande ce jour-là.'
          : filtered
            ? `${plural(shown, 'commande affichée', 'commandes affichées')} sur ${list.compteurs.total} ce jour-là.`
            : `${plural(list.compteurs.total, 'commande', 'commandes')} ce jour-là.`}
      </p>
      {list.arrivees.length ? <Arrivals arrivals={list.arrivees} /> : null}
      {list.creneaux.length > 1 ? (
        <p className={styles.slotCounts}>
          {allOpen ? (
            <a className={styles.dayLink} href={pageHref(query)}>
              Afficher un créneau à la fois
            </a>
          ) : (
            <a className={styles.dayLink} href={pageHref({ ...query, creneau: ALL_SLOTS })}>
              Afficher les commandes de tous les créneaux
            </a>
          )}
        </p>
      ) : null}
      {list.creneaux.map((slot) => {
        const id = `creneau-${slot.debut ?? 'aucun'}`.replace(/[^\w-]/g, '');
        return (
          <section key={id} aria-labelledby={id} className={styles.slot}>
            <h2 id={id} className={styles.slotTitle}>
              {slot.ouvert ? (
                slotTitle(slot)
              ) : (
                // A closed slot: its heading opens it (its orders, the others' counts).
                <a href={pageHref({ ...query, creneau: slotKey(slot.debut) })}>{slotTitle(slot)}</a>
              )}
            </h2>
            <p className={styles.slotCounts}>{slotCounts(slot)}</p>
            {slot.ouvert ? (
              <div className={styles.tableWrap}>
                <SlotTable slot={slot} />
              </div>
            ) : null}
          </section>
        );
      })}
    </>
  );
}

/**
 * The customers waiting at the drive, first arrived first (decision 116): first on today's list,
 * whatever their slot's day (the filters apply).
 */
function Arrivals({ arrivals }: { arrivals: NonNullable<StaffOrdersPageData['list']>['arrivees'] }) {
  return (
    <section aria-labelledby="clients-arrives" className={styles.slot}>
      <h2 id="clients-arrives" className={styles.slotTitle}>
        Clients arrivés ({arrivals.length})
      </h2>
      <p className={styles.slotCounts}>
        {plural(arrivals.length, 'client attend', 'clients attendent')} au drive, par ordre d’arrivée.
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="sr-only">Clients arrivés au drive, par ordre d’arrivée</caption>
          <thead>
            <tr>
              <th scope="col">Commande</th>
              <th scope="col">Client</th>
              <th scope="col">Arrivée</th>
              <th scope="col">État</th>
              <th scope="col">Mode</th>
              <th scope="col">Créneau</th>
            </tr>
          </thead>
          <tbody>
            {arrivals.map((order) => (
              <tr key={order.id}>
                <th scope="row">
                  <a className={styles.orderLink} href={`${STAFF_PATHS.orders}/${order.id}`}>
                    {order.code}
                  </a>
                </th>
                <td>{order.client}</td>
                <td>
                  <ArrivalBadge at={order.client_arrive_le} />
                </td>
                <td>
                  <Badge tone={STATE_TONES[order.etat]}>{STAFF_ORDER_STATE_LABELS[order.etat]}</Badge>
                </td>
                <td>{STAFF_ORDER_MODE_LABELS[order.mode]}</td>
                <td>{formatFrenchRange(order.debut, order.fin) || 'Sans créneau'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** A slot's table: its orders, each linked to its preparation page. */
export function SlotTable({ slot }: { slot: DaySlot }) {
  return (
    <table className={styles.table}>
      <caption className="sr-only">Commandes du créneau {slotTitle(slot).toLowerCase()}</caption>
      <thead>
        <tr>
          <th scope="col">Commande</th>
          <th scope="col">Client</th>
          <th scope="col">État</th>
          <th scope="col">Mode</th>
          <th scope="col">Articles</th>
          <th scope="col" className={styles.amount}>
            Total
          </th>
          <th scope="col">Note du client</th>
        </tr>
      </thead>
      <tbody>
        {slot.commandes.map((order) => (
          <tr key={order.id}>
            <th scope="row">
              <a className={styles.orderLink} href={`${STAFF_PATHS.orders}/${order.id}`}>
                {order.code}
              </a>
            </th>
            <td>{order.client}</td>
            <td>
              <Badge tone={STATE_TONES[order.etat]}>{STAFF_ORDER_STATE_LABELS[order.etat]}</Badge>
              {order.client_arrive_le && order.etat !== 'remise' && order.etat !== 'annulee' ? (
                <>
                  {' '}
                  <ArrivalBadge at={order.client_arrive_le} />
                </>
              ) : null}
            </td>
            <td>{STAFF_ORDER_MODE_LABELS[order.mode]}</td>
            <td>
              {articles(order.nombre_articles)}
              <span className={styles.meta}> ({plural(order.nombre_lignes, 'ligne', 'lignes')})</span>
            </td>
            <td className={styles.amount}>{formatPrice(order.totalCents)}</td>
            <td className={styles.note}>{order.note_client ?? <span className={styles.meta}>—</span>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
