import { Form } from 'react-router';
import { formatPrice } from '../../lib/format.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { useCheckedForm } from '../../ui/use-checked-form.ts';
import type { EditActionData, EditPageData } from './edit.server.ts';
import { cardParts, frenchDateTime, frenchSlot, refundLines } from './order-change-text.ts';
import styles from './order-changes.module.css';
import type { RefundCents } from './order-changes-api.server.ts';

const NOTICES: Record<NonNullable<EditPageData['notice']>, { text: string; alert: boolean }> = {
  modifiee: { text: 'Votre commande a été modifiée', alert: false },
  ok: { text: 'Votre paiement est accepté : votre commande a été modifiée', alert: false },
  abandonnee: {
    text: 'Vos modifications ont été abandonnées : votre commande reste telle qu’elle était.',
    alert: false,
  },
  refus: { text: 'Votre paiement a été refusé : votre commande n’a pas été modifiée.', alert: true },
  annulation: { text: 'Vous avez annulé le paiement : votre commande n’a pas été modifiée.', alert: true },
  erreur: { text: 'Le paiement n’a pas abouti : votre commande n’a pas été modifiée.', alert: true },
};

function Intent({ value, children }: { value: string; children: React.ReactNode }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={value} />
      {children}
    </Form>
  );
}

/** The fields of the slot form. */
interface SlotValues {
  intent: string;
  creneau_id: string;
}

/** Editing a placed order: its lines, products to add, its slot, the new total, then confirm. */
export function EditPage({ data, action }: { data: EditPageData; action?: EditActionData }) {
  const slot = useCheckedForm<SlotValues>(
    'commande-creneau',
    action?.intent === 'creneau' ? action.result : undefined,
  );
  const slotError = slot.fields.creneau_id.errors?.[0];
  const postedSlot = slot.fields.creneau_id.initialValue;
  const c = data.change;
  const notice = data.notice ? NOTICES[data.notice] : null;
  const changed = c.statut !== 'aucune';
  const refund = refundLines(c.refund);
  return (
    <div className={styles.page}>
      <h1>Modifier la commande {c.code}</h1>
      {notice ? (
        <p role={notice.alert ? 'alert' : 'status'} className={notice.alert ? styles.error : styles.success}>
          {notice.text}
        </p>
      ) : null}
      {action && 'error' in action ? (
        <p role="alert" className={styles.error}>
          {action.error}
        </p>
      ) : null}
      {!data.editable ? (
        <>
          <p>{data.refusal}</p>
          <ButtonLink to="/mon-compte/mes-commandes" variant="secondary">
            Retour à mes commandes
          </ButtonLink>
        </>
      ) : (
        <>
          {c.date_limite ? (
            <p>Vous pouvez modifier cette commande jusqu’au {frenchDateTime(c.date_limite)}.</p>
          ) : null}

          <h2>Vos produits</h2>
          <table className={styles.lines}>
            <caption className="sr-only">Produits de la commande {c.code}</caption>
            <thead>
              <tr>
                <th scope="col">Produit</th>
                <th scope="col">Quantité</th>
                <th scope="col" className={styles.amount}>
                  Montant
                </th>
                <th scope="col">
                  <span className="sr-only">Retirer</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {c.lignes.map((l) => (
                <tr key={l.produit_id}>
                  <th scope="row">
                    {l.designation}
                    <br />
                    <span className={styles.muted}>{formatPrice(l.unitCents)} l’unité</span>
                  </th>
                  <td>
                    <div className={styles.stepper}>
                      <Intent value="quantite">
                        <input type="hidden" name="produit_id" value={l.produit_id} />
                        <Button
                          type="submit"
                          size="small"
                          variant="secondary"
                          name="quantite"
                          value={String(l.quantite - 1)}
                          disabled={l.quantite <= 1}
                          aria-label={`Retirer une unité de ${l.designation}`}
                        >
                          −
                        </Button>
                      </Intent>
                      <span>
                        <span className="sr-only">Quantité de {l.designation} : </span>
                        {l.quantite}
                      </span>
                      <Intent value="quantite">
                        <input type="hidden" name="produit_id" value={l.produit_id} />
                        <Button
                          type="submit"
                          size="small"
                          variant="secondary"
                          name="quantite"
                          value={String(l.quantite + 1)}
                          disabled={l.quantite >= 99}
                          aria-label={`Ajouter une unité de ${l.designation}`}
                        >
                          +
                        </Button>
                      </Intent>
                    </div>
                  </td>
                  <td className={styles.amount}>{formatPrice(l.totalCents)}</td>
                  <td>
                    <Intent value="retirer">
                      <input type="hidden" name="produit_id" value={l.produit_id} />
                      <Button
                        type="submit"
                        size="small"
                        variant="ghost"
                        aria-label={`Retirer ${l.designation}`}
                      >
                        Retirer
                      </Button>
                    </Intent>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>

          <h2>Ajouter des produits</h2>
          <Form method="get" className={styles.search} role="search">
            <Field label="Rechercher un produit" name="q" type="search" defaultValue={data.query} />
            <Button type="submit" variant="secondary">
              Rechercher
            </Button>
          </Form>
          {data.query ? (
            data.results.length ? (
              <ul className={styles.results} aria-label={`Résultats pour « ${data.query} »`}>
                {data.results.map((p) => (
                  <li key={p.id}>
                    <span>
                      {p.designation} {`– ${formatPrice(p.priceCents)}`}
                    </span>
                    <Intent value="ajouter">
                      <input type="hidden" name="produit_id" value={p.id} />
                      <Button type="submit" size="small" aria-label={`Ajouter ${p.designation}`}>
                        Ajouter
                      </Button>
                    </Intent>
                  </li>
                ))}
              </ul>
            ) : (
              <p>Aucun produit trouvé pour « {data.query} ».</p>
            )
          ) : null}

          <h2>Créneau</h2>
          {c.creneau ? <p>Créneau choisi : {frenchSlot(c.creneau)}</p> : null}
          {data.slots.length ? (
            <Form method="post" {...slot.formProps}>
              {slot.formError ? (
                <p id={slot.form.errorId} role="alert" className={styles.error}>
                  {slot.formError}
                </p>
              ) : null}
              <input type="hidden" name="intent" value="creneau" />
              <fieldset
                className={styles.slots}
                aria-describedby={slotError ? 'commande-creneau-erreur' : undefined}
              >
                <legend>Choisir un autre créneau</legend>
                {data.slots.map((s) => (
                  <label key={s.id}>
                    <input
                      type="radio"
                      name="creneau_id"
                      value={s.id}
                      defaultChecked={
                        postedSlot === undefined ? s.id === c.creneau?.id : postedSlot === String(s.id)
                      }
                      aria-invalid={slotError ? true : undefined}
                    />{' '}
                    {frenchSlot(s)}
                    {s.priceCents > 0 ? ` (${formatPrice(s.priceCents)})` : ' (gratuit)'}
                  </label>
                ))}
              </fieldset>
              {slotError ? (
                <p id="commande-creneau-erreur" className={styles.fieldError}>
                  {slotError}
                </p>
              ) : null}
              <Button type="submit" variant="secondary">
                Changer de créneau
              </Button>
            </Form>
          ) : null}

          <h2>Nouveau total</h2>
          <dl className={styles.totals}>
            <dt>Total payé</dt>
            <dd>{formatPrice(c.paidCents)}</dd>
            {c.reductionsCents > 0 ? (
              <>
                <dt>dont remises</dt>
                <dd>{formatPrice(c.reductionsCents)}</dd>
              </>
            ) : null}
            <dt>Nouveau total</dt>
            <dd>{formatPrice(c.totalCents)}</dd>
            {c.differenceCents === 0 ? null : (
              <>
                <dt>{c.differenceCents > 0 ? 'À payer en plus' : lowerTotalLabel(c.refund)}</dt>
                <dd>{formatPrice(Math.abs(c.differenceCents))}</dd>
              </>
            )}
          </dl>
          {c.avertissements.map((warning) => (
            <p key={warning} role="status" className={styles.warning}>
              {warning}
            </p>
          ))}
          {refund.length ? (
            <ul>
              {refund.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          ) : null}
          {c.differenceCents > 0 ? (
            <p className={styles.muted}>
              Vous paierez la différence par carte bancaire sur la page de paiement sécurisée.
            </p>
          ) : null}
          <div className={styles.actions}>
            {changed ? (
              <>
                <Intent value="confirmer">
                  <Button type="submit">
                    {c.differenceCents > 0 ? 'Confirmer et payer la différence' : 'Confirmer la modification'}
                  </Button>
                </Intent>
                <Intent value="abandonner">
                  <Button type="submit" variant="secondary">
                    Abandonner les modifications
                  </Button>
                </Intent>
              </>
            ) : null}
            <ButtonLink to={`/mon-compte/mes-commandes/${c.commande_id}/annulation`} variant="ghost">
              Annuler la commande
            </ButtonLink>
          </div>
        </>
      )}
    </div>
  );
}

/** A lower total is refunded, or simply not debited while the card's payment is only authorised. */
function lowerTotalLabel(refund: RefundCents): string {
  const card = cardParts(refund);
  if (card.notChargedCents === 0) return 'À vous rembourser';
  return card.notChargedCents === refund.totalCents
    ? 'En moins sur votre paiement'
    : 'À vous rembourser ou non débité';
}
