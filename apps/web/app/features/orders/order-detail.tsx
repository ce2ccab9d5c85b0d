import { ORDER_TITLE_MAX } from '@cabas/contracts';
import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import { formatPrice } from '../../lib/format.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { initialText, useCheckedForm } from '../../ui/use-checked-form.ts';
import type { OrderActionData } from './order-actions.server.ts';
import styles from './order-detail.module.css';
import type { OrderDetailData } from './order-detail.server.ts';
import type { OrderDetailView } from './order-detail-view.ts';
import { OrderLines } from './order-lines.tsx';
import { ordersHref } from './orders-links.ts';

function Notice({ notice }: { notice: OrderDetailData['notice'] }) {
  if (!notice || notice.kind === 'substitution') return null;
  if (notice.kind === 'pdfError')
    return (
      <p className={styles.alert} role="alert">
        Impossible d'ouvrir ce document pour le moment.
      </p>
    );
  if (notice.kind === 'renamed')
    return (
      <p className={styles.success} role="status">
        Le titre de votre commande a été modifié.
      </p>
    );
  return (
    <div className={styles.success} role="status">
      <p>
        {notice.count === 0
          ? 'Aucun produit n’a pu être ajouté à votre panier.'
          : `${notice.count} produit${notice.count > 1 ? 's ajoutés' : ' ajouté'} à votre panier.`}{' '}
        {notice.count > 0 ? <a href="/panier">Voir mon panier</a> : null}
      </p>
      {notice.refused.length ? (
        <>
          <p>Ces produits ne sont pas disponibles dans votre magasin :</p>
          <ul>
            {notice.refused.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/** The fields of the rename form. */
interface RenameValues {
  intent: string;
  titre: string;
}

function RenameForm({ title, action }: { title: string; action: OrderActionData | undefined }) {
  const failed = action?.intent === 'renommer' ? action.result : undefined;
  const { form, fields, formProps, formError } = useCheckedForm<RenameValues>('commande-titre', failed);
  return (
    <details className={styles.rename} open={failed ? true : undefined}>
      <summary>Renommer ma commande</summary>
      <form method="post" {...formProps}>
        {formError ? (
          <p id={form.errorId} className={styles.alert} role="alert">
            {formError}
          </p>
        ) : null}
        <input type="hidden" name="intent" value="renommer" />
        <Field
          label="Titre de la commande"
          field={fields.titre}
          maxLength={ORDER_TITLE_MAX}
          defaultValue={failed ? (initialText(fields.titre) ?? '') : title}
          // Without JavaScript too, the refused title takes the focus.
          autoFocus={fields.titre.errors ? true : undefined}
        />
        <Button type="submit">Enregistrer le titre</Button>
      </form>
    </details>
  );
}

/**
 * The lines the store replaced (decision 115): each substitute with its price and, while she may
 * answer, « Accepter » / « Refuser » (a plain form: without JavaScript too); her answer is told in
 * the section's live region, which then takes the focus (the buttons are gone).
 */
function Substitutions({
  substitutions,
  notice,
}: {
  substitutions: OrderDetailView['substitutions'];
  notice: OrderDetailData['notice'];
}) {
  const status = useRef<HTMLDivElement>(null);
  const told = notice?.kind === 'substitution' ? notice.text : null;
  useEffect(() => {
    if (told) status.current?.focus();
  }, [told]);
  if (!substitutions.length) return null;
  const open = substitutions.filter((s) => s.answerable);
  const deadline = open.find((s) => s.deadlineText)?.deadlineText;
  return (
    <section id="remplacements" aria-labelledby="remplacements-commande" className={styles.substitutions}>
      <h2 id="remplacements-commande">Produits remplacés</h2>
      {open.length ? (
        <p>
          Votre magasin a remplacé{' '}
          {substitutions.length > 1 ? 'des produits indisponibles' : 'un produit indisponible'}, comme vous
          l’aviez accepté. Acceptez ou refusez chaque remplacement{' '}
          {deadline ? `avant le ${deadline} (début de votre créneau)` : 'avant la remise de votre commande'}.
          Sans réponse, le remplacement est accepté ; un remplacement refusé ne vous est ni remis ni facturé.
        </p>
      ) : null}
      <div
        ref={status}
        role="status"
        aria-live="polite"
        tabIndex={-1}
        className={told ? styles.success : undefined}
      >
        {told}
      </div>
      <ul className={styles.substitutionList}>
        {substitutions.map((s) => {
          const titleId = `remplacement-${s.lineId}`;
          return (
            <li key={s.lineId}>
              <h3 id={titleId}>{s.ordered}</h3>
              <p>
                Commandé : {s.quantity} pour {formatPrice(s.orderedCents)}
              </p>
              <p>
                <strong>{`Remplacé par ${s.substitute}`}</strong> : {formatPrice(s.priceCents)}
              </p>
              {s.answerable ? (
                <Form method="post" className={styles.buttons} preventScrollReset>
                  <input type="hidden" name="intent" value="remplacement" />
                  <input type="hidden" name="ligne_id" value={s.lineId} />
                  <input type="hidden" name="version" value={s.version} />
                  <Button type="submit" name="decision" value="acceptee" aria-describedby={titleId}>
                    Accepter le remplacement
                  </Button>
                  <Button
                    type="submit"
                    name="decision"
                    value="refusee"
                    variant="secondary"
                    aria-describedby={titleId}
                  >
                    Refuser le remplacement
                  </Button>
                </Form>
              ) : (
                <p className={styles.decision}>{s.decisionLabel}</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** `/mon-compte/mes-commandes/:id`: the order, its lines and what the shopper can do with it. */
export function OrderDetail({
  data,
  action,
}: {
  data: OrderDetailData;
  action: OrderActionData | undefined;
}) {
  const o = data.order;
  const alert = action && 'error' in action ? action.error : null;
  return (
    <div className={styles.page}>
      <p>
        <a href={ordersHref(o.isArchive ? 'archive' : 'en-cours')}>
          Retour à mes commandes {o.isArchive ? 'archivées' : 'en cours'}
        </a>
      </p>
      <div className={styles.head}>
        <h1>{o.titre}</h1>
        <Badge tone={o.tone}>{o.statutLabel}</Badge>
      </div>
      {alert ? (
        <p className={styles.alert} role="alert">
          {alert}
        </p>
      ) : null}
      <Notice notice={data.notice} />
      <dl className={styles.facts}>
        <div>
          <dt>N° de commande</dt>
          <dd>{o.code}</dd>
        </div>
        {o.proNumber ? (
          <div>
            <dt>N° de commande pro</dt>
            <dd>{o.proNumber}</dd>
          </div>
        ) : null}
        <div>
          <dt>Commandée le</dt>
          <dd>
            <time dateTime={o.dateIso}>{o.dateText}</time>
          </dd>
        </div>
        <div>
          <dt>{o.mode}</dt>
          <dd>{o.storeName}</dd>
        </div>
        {o.address ? (
          <div>
            <dt>{o.addressLabel}</dt>
            <dd>{o.address}</dd>
          </div>
        ) : null}
        {o.slotText ? (
          <div>
            <dt>Créneau</dt>
            <dd>{o.slotText}</dd>
          </div>
        ) : null}
        <div>
          <dt>Confirmation envoyée à</dt>
          <dd>{o.email}</dd>
        </div>
      </dl>

      <Substitutions substitutions={o.substitutions} notice={data.notice} />

      <section aria-labelledby="actions-commande" className={styles.actions}>
        <h2 id="actions-commande">Que souhaitez-vous faire ?</h2>
        {data.national ? (
          <p className={styles.hint}>Choisissez d'abord votre magasin : nous vous y conduirons.</p>
        ) : null}
        <div className={styles.buttons}>
          <form method="post">
            <input type="hidden" name="intent" value="reajouter" />
            <Button type="submit">Ajouter les produits au panier</Button>
          </form>
          <form method="post">
            <input type="hidden" name="intent" value="recommander" />
            <Button type="submit" variant="secondary">
              Commander à nouveau
            </Button>
          </form>
          <a className={buttonClass({ variant: 'secondary' })} href={o.pdfHref} data-reload-document="">
            Télécharger le PDF
          </a>
          {o.invoice ? (
            <a className={buttonClass({ variant: 'secondary' })} href={o.invoice.href}>
              {o.invoice.label}
            </a>
          ) : null}
          {o.changeHref ? (
            <a className={buttonClass({ variant: 'ghost' })} href={o.changeHref}>
              Modifier ma commande
            </a>
          ) : null}
          {o.cancelHref ? (
            <a className={buttonClass({ variant: 'ghost' })} href={o.cancelHref}>
              Annuler ma commande
            </a>
          ) : null}
        </div>
        <RenameForm title={o.titre} action={action} />
      </section>

      <section aria-labelledby="montants-commande" className={styles.amounts}>
        <h2 id="montants-commande">Montants</h2>
        <dl>
          <div>
            <dt>Sous-total</dt>
            <dd>{formatPrice(o.subtotalCents)}</dd>
          </div>
          {o.fees.map((f) => (
            <div key={`f-${f.libelle}`}>
              <dt>{f.libelle}</dt>
              <dd>{formatPrice(f.cents)}</dd>
            </div>
          ))}
          {o.reductions.map((r) => (
            <div key={`r-${r.libelle}`}>
              <dt>{r.libelle}</dt>
              <dd>−{formatPrice(r.cents)}</dd>
            </div>
          ))}
          <div className={styles.grandTotal}>
            <dt>Total TTC</dt>
            <dd>{formatPrice(o.totalCents)}</dd>
          </div>
        </dl>
        <h3>Payée avec</h3>
        <ul>
          {o.payments.map((p) => (
            <li key={p.libelle}>
              {p.libelle} : {formatPrice(p.cents)}
            </li>
          ))}
        </ul>
      </section>

      {o.benefits ? (
        <section aria-labelledby="avantages-commande" className={styles.amounts}>
          <h2 id="avantages-commande">Mes avantages fidélité</h2>
          {o.benefits.eurocoraCents === 0 && o.benefits.items.length === 0 && o.benefits.points === 0 ? (
            <p>Cette commande ne vous a pas rapporté d'avantage fidélité.</p>
          ) : (
            <ul>
              {o.benefits.eurocoraCents > 0 ? (
                <li>Cagnotte : {formatPrice(o.benefits.eurocoraCents)}</li>
              ) : null}
              {o.benefits.points > 0 ? <li>{o.benefits.points} points</li> : null}
              {o.benefits.items.map((item) => (
                <li key={item.libelle}>
                  {item.libelle} : {formatPrice(item.cents)}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      {o.receipts.length ? (
        <section aria-labelledby="tickets-commande">
          <h2 id="tickets-commande">Tickets de caisse</h2>
          <ul>
            {o.receipts.map((r) => (
              <li key={r.url}>
                <a href={r.url}>{r.libelle}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="produits-commande">
        <h2 id="produits-commande">Produits</h2>
        <OrderLines
          lines={o.lines}
          caption={`${o.lines.length} produit${o.lines.length > 1 ? 's' : ''} commandé${o.lines.length > 1 ? 's' : ''}`}
        />
        <p>
          <a href={o.productsHref}>Voir les produits et leur disponibilité</a>
        </p>
      </section>
    </div>
  );
}
