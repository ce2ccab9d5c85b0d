import { Link } from 'react-router';
import { formatPrice } from '../../lib/format.ts';
import { formatFrenchDateTime, isoDateTime } from '../../lib/french-date.ts';
import { Button } from '../../ui/button.tsx';
import styles from './ledger.module.css';
import type { LedgerPageData } from './ledger.server.ts';
import type { ShopMovement } from './ledger.ts';
import { amountText, CAUSE_OPTIONS, expiringText, expiryText } from './ledger-texts.ts';

function Field({
  name,
  label,
  error,
  children,
}: {
  name: string;
  label: string;
  error?: string;
  children: (props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => React.ReactNode;
}) {
  const id = `filtre-${name}`;
  const errorId = `${id}-erreur`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children(error ? { id, 'aria-describedby': errorId, 'aria-invalid': true } : { id })}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

function Filters({ data }: { data: LedgerPageData }) {
  const { values, errors } = data;
  return (
    <form method="get" className={styles.filters} aria-labelledby="filtres-titre">
      <h2 id="filtres-titre" className={styles.subtitle}>
        Filtrer les mouvements
      </h2>
      <Field name="du" label="Du" error={errors.du}>
        {(p) => <input {...p} type="date" name="du" defaultValue={values.du ?? ''} />}
      </Field>
      <Field name="au" label="Au" error={errors.au}>
        {(p) => <input {...p} type="date" name="au" defaultValue={values.au ?? ''} />}
      </Field>
      <Field name="sens" label="Sens" error={errors.sens}>
        {(p) => (
          <select {...p} name="sens" defaultValue={values.sens ?? ''}>
            <option value="">Crédits et débits</option>
            <option value="credit">Crédits</option>
            <option value="debit">Débits</option>
          </select>
        )}
      </Field>
      <Field name="cause" label="Type de mouvement" error={errors.cause}>
        {(p) => (
          <select {...p} name="cause" defaultValue={values.cause ?? ''}>
            <option value="">Tous</option>
            {CAUSE_OPTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field name="compte" label="Compte" error={errors.compte}>
        {(p) => (
          <select {...p} name="compte" defaultValue={values.compte ?? ''}>
            <option value="">Euros et points</option>
            <option value="cagnotte">Euros (cagnotte)</option>
            <option value="points">Points</option>
          </select>
        )}
      </Field>
      <div className={styles.buttons}>
        <Button type="submit">Filtrer</Button>
        <Link to={`/mon-compte/ma-fidelite/mouvements/${data.ledger.card.id}`}>Effacer les filtres</Link>
      </div>
    </form>
  );
}

function MovementRow({ m }: { m: ShopMovement }) {
  return (
    <tr>
      <td>
        <time dateTime={isoDateTime(m.at)}>{formatFrenchDateTime(m.at)}</time>
      </td>
      <th scope="row">{m.label}</th>
      <td className={m.amount < 0 ? styles.debit : styles.credit}>{amountText(m)}</td>
      <td>{expiryText(m)}</td>
    </tr>
  );
}

/** `/mon-compte/ma-fidelite/mouvements/:id`. */
export function LedgerPage({ data }: { data: LedgerPageData }) {
  const { ledger } = data;
  const next = ledger.expiries[0];
  return (
    <div className={styles.page}>
      <p className={styles.back}>
        <Link to="/mon-compte/ma-fidelite">Retour à ma fidélité</Link>
      </p>
      <h1>Historique de ma carte</h1>
      <p>
        {ledger.card.label}, n° <span aria-hidden="true">{ledger.card.number}</span>
        <span className="sr-only">se terminant par {ledger.card.number.slice(-4)}</span>
      </p>
      <p>
        Cagnotte : <strong>{formatPrice(ledger.card.balanceCents)}</strong> · Points :{' '}
        <strong>{ledger.card.points}</strong>
      </p>
      <section className={styles.expiries} aria-labelledby="expirations-titre">
        <h2 id="expirations-titre" className={styles.subtitle}>
          Prochaines expirations
        </h2>
        {next ? (
          <>
            <p className={styles.next}>{expiringText(next)}</p>
            {ledger.expiries.length > 1 && (
              <ul className={styles.later}>
                {ledger.expiries.slice(1, 4).map((e) => (
                  <li key={e.day}>{expiringText(e)}</li>
                ))}
              </ul>
            )}
          </>
        ) : (
          <p>Aucun euro de votre cagnotte n’expire prochainement.</p>
        )}
        <p className={styles.muted}>
          Les euros crédités sur la cagnotte sont valables 12 mois ; les plus anciens sont dépensés en
          premier.
        </p>
      </section>
      <Filters data={data} />
      {ledger.movements.length ? (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <caption>
              Mouvements de la carte : {ledger.total} au total, page {ledger.page} sur {data.pages}
            </caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Opération</th>
                <th scope="col">Montant</th>
                <th scope="col">Expiration des euros</th>
              </tr>
            </thead>
            <tbody>
              {ledger.movements.map((m) => (
                <MovementRow key={m.id} m={m} />
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p role="status">Aucun mouvement ne correspond à votre recherche.</p>
      )}
      {(data.previousHref || data.nextHref) && (
        <nav aria-label="Pages de l’historique" className={styles.pager}>
          {data.previousHref && <Link to={data.previousHref}>Page précédente</Link>}
          {data.nextHref && <Link to={data.nextHref}>Page suivante</Link>}
        </nav>
      )}
    </div>
  );
}
