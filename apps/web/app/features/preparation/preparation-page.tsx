import { formatPrice } from '../../lib/format.ts';
import { ArrivalBadge } from '../hand-over/index.ts';
import styles from './preparation.module.css';
import type { PreparationActionData, PreparationPageData } from './preparation.server.ts';
import { gramsLabel, type PreparationLineView, type PreparationView } from './preparation-decode.ts';

const pagePath = (id: number) => `/gestion/commandes/${id}`;
export const pickingListPath = (id: number) => `/gestion/commandes/${id}/liste-de-preparation.pdf`;

/** The fields every form of a line sends. */
function LineFields({ line }: { line: PreparationLineView }) {
  return (
    <>
      <input type="hidden" name="intent" value="ligne" />
      <input type="hidden" name="ligne_id" value={line.id} />
      <input type="hidden" name="version" value={line.version} />
    </>
  );
}

function Outcome({ line }: { line: PreparationLineView }) {
  const result = line.result;
  if (!result) return <p className={styles.meta}>À préparer</p>;
  const what =
    result.outcome === 'pese' && result.weightGrams !== null
      ? ` : ${gramsLabel(result.weightGrams)}`
      : result.outcome === 'preleve'
        ? ` : ${result.quantity}`
        : result.substitute
          ? ` par ${result.substitute.designation}`
          : '';
  return (
    <p className={styles.outcome}>
      {result.label}
      {what} - {formatPrice(result.finalCents)}
      <span className={styles.hint}> (par {result.preparedBy})</span>
      {result.substitute ? (
        <>
          <br />
          Réponse du client : {result.substitute.decisionLabel}
        </>
      ) : null}
    </p>
  );
}

function SubstituteSearch({
  order,
  line,
  search,
}: {
  order: PreparationView;
  line: PreparationLineView;
  search: PreparationPageData['search'];
}) {
  const mine = search?.lineId === line.id ? search : null;
  const searchId = `recherche-${line.id}`;
  return (
    <div>
      <form method="get" action={`${pagePath(order.id)}#ligne-${line.id}`} className={styles.forms}>
        <input type="hidden" name="remplacer" value={line.id} />
        <div className={styles.field}>
          <label htmlFor={searchId}>Chercher un produit de remplacement</label>
          <input
            id={searchId}
            className={`${styles.input} ${styles.search}`}
            type="search"
            name="q"
            defaultValue={mine?.query ?? ''}
            maxLength={100}
          />
        </div>
        <button type="submit" className={styles.secondary}>
          Chercher
        </button>
      </form>
      {mine?.message ? (
        <p className={styles.alert} role="alert">
          {mine.message}
        </p>
      ) : null}
      {mine && !mine.message ? (
        mine.results.length ? (
          <form method="post" action={pagePath(order.id)}>
            <LineFields line={line} />
            <input type="hidden" name="resultat" value="remplace" />
            <fieldset className={styles.choices}>
              <legend>Produit de remplacement</legend>
              {mine.results.map((s, i) => (
                <label key={s.productId} className={styles.choice}>
                  <input
                    type="radio"
                    name="produit_id"
                    value={s.productId}
                    required
                    defaultChecked={i === 0}
                  />
                  {s.designation}
                  {s.brand ? ` (${s.brand})` : ''} - {formatPrice(s.unitPriceCents)}
                  {s.weighed ? ' le kg' : ''}
                </label>
              ))}
            </fieldset>
            <button type="submit" className={styles.button}>
              Remplacer
            </button>
          </form>
        ) : (
          <p className={styles.meta}>Aucun produit de remplacement trouvé.</p>
        )
      ) : null}
    </div>
  );
}

function LineCard({
  order,
  line,
  search,
  error,
}: {
  order: PreparationView;
  line: PreparationLineView;
  search: PreparationPageData['search'];
  error: PreparationActionData | null;
}) {
  const titleId = `ligne-${line.id}-titre`;
  const weightId = `poids-${line.id}`;
  const quantityId = `quantite-${line.id}`;
  const hintId = `poids-aide-${line.id}`;
  return (
    <li id={`ligne-${line.id}`} className={styles.line}>
      <article aria-labelledby={titleId}>
        <h3 id={titleId}>{line.designation}</h3>
        <p className={styles.meta}>
          Commandé : {line.quantityLabel} - {formatPrice(line.totalCents)}
          {line.weighed ? ` (${formatPrice(line.unitPriceCents)} le kg)` : ''}
          {line.substitutionPossible ? ' - remplacement accepté' : ' - pas de remplacement'}
        </p>
        <Outcome line={line} />
        {error ? (
          <p className={styles.alert} role="alert">
            {error.message}
          </p>
        ) : null}
        {order.inPreparation ? (
          <div className={styles.forms}>
            {line.weighed ? (
              <form method="post" action={pagePath(order.id)}>
                <LineFields line={line} />
                <input type="hidden" name="resultat" value="pese" />
                <div className={styles.field}>
                  <label htmlFor={weightId}>Poids réel (g)</label>
                  <input
                    id={weightId}
                    className={styles.input}
                    type="number"
                    name="poids_g"
                    inputMode="numeric"
                    min={line.minGrams ?? undefined}
                    max={line.maxGrams ?? undefined}
                    step={1}
                    required
                    aria-describedby={hintId}
                    defaultValue={line.result?.weightGrams ?? ''}
                  />
                  <span id={hintId} className={styles.hint}>
                    Entre {line.minGrams} et {line.maxGrams} g
                  </span>
                </div>
                <button type="submit" className={styles.button}>
                  Pesé
                </button>
              </form>
            ) : (
              <form method="post" action={pagePath(order.id)}>
                <LineFields line={line} />
                <input type="hidden" name="resultat" value="preleve" />
                <div className={styles.field}>
                  <label htmlFor={quantityId}>Quantité prélevée</label>
                  <input
                    id={quantityId}
                    className={styles.input}
                    type="number"
                    name="quantite"
                    inputMode="numeric"
                    min={1}
                    max={line.quantity}
                    step={1}
                    required
                    defaultValue={line.result?.outcome === 'preleve' ? line.result.quantity : line.quantity}
                  />
                </div>
                <button type="submit" className={styles.button}>
                  Prélevé
                </button>
              </form>
            )}
            <form method="post" action={pagePath(order.id)}>
              <LineFields line={line} />
              <input type="hidden" name="resultat" value="manquant" />
              <button type="submit" className={styles.secondary}>
                Manquant
              </button>
            </form>
          </div>
        ) : null}
        {order.inPreparation && line.substitutionPossible ? (
          <SubstituteSearch order={order} line={line} search={search} />
        ) : null}
      </article>
    </li>
  );
}

/** The preparation of an order: its lines by aisle, a form per outcome, start and finish, the picking list. */
export function PreparationPage({
  data,
  actionData,
}: {
  data: PreparationPageData;
  actionData: PreparationActionData | null | undefined;
}) {
  const { order, search } = data;
  const orderError = actionData && actionData.lineId === null ? actionData : null;
  return (
    <div>
      <h1 className={styles.title}>Commande {order.code}</h1>
      <dl className={styles.summary}>
        <dt>État</dt>
        <dd>{order.stateLabel}</dd>
        <dt>Client</dt>
        <dd>{order.customer}</dd>
        <dt>Arrivée au drive</dt>
        <dd>{data.arrivedAt ? <ArrivalBadge at={data.arrivedAt} /> : 'Non signalée'}</dd>
        <dt>Créneau</dt>
        <dd>{order.slotLabel ?? 'Sans créneau'}</dd>
        {order.cutoffLabel ? (
          <>
            <dt>Heure limite de commande</dt>
            <dd>{order.cutoffLabel}</dd>
          </>
        ) : null}
        <dt>Note du client</dt>
        <dd>{order.note ?? 'Aucune'}</dd>
        <dt>Montant commandé</dt>
        <dd>{formatPrice(order.orderedCents)}</dd>
        <dt>Montant après préparation</dt>
        <dd>{formatPrice(order.finalCents)}</dd>
      </dl>
      <div className={styles.actions}>
        <a className={styles.link} href={pickingListPath(order.id)} download>
          Imprimer la liste de préparation (PDF)
        </a>
        {order.canStart ? (
          <form method="post" action={pagePath(order.id)}>
            <input type="hidden" name="intent" value="debut" />
            <button type="submit" className={styles.button}>
              Commencer la préparation
            </button>
          </form>
        ) : null}
      </div>
      {orderError ? (
        <div className={styles.alert} role="alert">
          <p>{orderError.message}</p>
          {orderError.details.length ? (
            <ul>
              {orderError.details.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {order.status.toUpperCase() === 'COMMANDEE' && !order.canStart ? (
        <p className={styles.notice}>
          La préparation pourra commencer après l’heure limite de commande : le client peut encore modifier sa
          commande.
        </p>
      ) : null}
      {order.inPreparation ? (
        <p className={styles.notice}>
          {order.linesLeft === 0
            ? 'Toutes les lignes sont préparées.'
            : `${order.linesLeft} ligne${order.linesLeft > 1 ? 's' : ''} à préparer.`}
        </p>
      ) : null}
      {order.aisles.map((aisle) => (
        <section key={aisle.label} className={styles.aisle} aria-label={`Rayon ${aisle.label}`}>
          <h2>{aisle.label}</h2>
          <ul className={styles.lines}>
            {aisle.lines.map((line) => (
              <LineCard
                key={line.id}
                order={order}
                line={line}
                search={search}
                error={actionData && actionData.lineId === line.id ? actionData : null}
              />
            ))}
          </ul>
        </section>
      ))}
      {order.inPreparation ? (
        <form method="post" action={pagePath(order.id)} className={styles.actions}>
          <input type="hidden" name="intent" value="fin" />
          <button type="submit" className={styles.button}>
            Terminer la préparation
          </button>
        </form>
      ) : null}
      {order.canClose ? (
        <form method="post" action={pagePath(order.id)} className={styles.actions}>
          <input type="hidden" name="intent" value="cloture" />
          <p className={styles.notice}>
            Remise au client : la carte est débitée de la part restant à payer sur{' '}
            {formatPrice(order.finalCents)}, le reste de l’autorisation est libéré.
          </p>
          <button type="submit" className={styles.button}>
            Remettre la commande au client
          </button>
        </form>
      ) : null}
    </div>
  );
}
