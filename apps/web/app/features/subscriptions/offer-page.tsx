import { Form } from 'react-router';
import { formatPrice } from '../../lib/format.ts';
import styles from '../../ui/account-pages.module.css';
import { Button } from '../../ui/button.tsx';
import { useCheckedForm } from '../../ui/use-checked-form.ts';
import { loginHref } from '../auth/index.ts';
import type { OfferActionData, OfferData } from './offer.server.ts';
import { OFFER_PATH, offerAdvantageText, SUBSCRIPTIONS_PATH } from './subscription-view.ts';

/** `/abonnement-livraison`: what the subscription gives, its durations and prices, and the purchase. */
export function OfferPage({ data, actionData }: { data: OfferData; actionData?: OfferActionData }) {
  const { offer } = data;
  const showOffers = offer.offres.length > 0 && offer.etat !== 'non_eligible';
  const mayBuy = offer.etat === 'disponible' || offer.etat === 'renouvellement';
  const { form, fields, formProps, formError } = useCheckedForm<{ magasin_id: string; offre_id: string }>(
    'souscrire-abonnement',
    actionData?.result,
  );
  const offerError = fields.offre_id.errors?.[0];
  const chosen = fields.offre_id.initialValue;
  return (
    <div className={styles.page}>
      <h1>L'abonnement livraison</h1>
      {data.notice && (
        <p role="alert" className={styles.alert}>
          {data.notice.text}
        </p>
      )}
      {formError && (
        <p id={form.errorId} role="alert" className={styles.alert}>
          {formError}
        </p>
      )}
      <section className={styles.section} aria-labelledby="abonnement-avantages">
        <h2 id="abonnement-avantages">Ce que vous offre l'abonnement</h2>
        <ul>
          <li>{offerAdvantageText(offer.freeDeliveryFromCents, offer.deliveryFeeCents)}</li>
          <li>La livraison à domicile présélectionnée à chaque commande.</li>
          <li>
            {offer.etat === 'national'
              ? "Valable dans le magasin où vous l'avez souscrit."
              : `Valable dans votre magasin ${offer.magasin.nom}.`}
          </li>
        </ul>
      </section>
      {offer.message && (
        <p className={offer.etat === 'renouvellement' ? styles.status : styles.muted}>{offer.message}</p>
      )}
      {offer.etat === 'national' && (
        <p>
          <a href="/magasins">Choisir un magasin</a>
        </p>
      )}
      {offer.etat === 'deja_abonne' && (
        <p>
          <a href={SUBSCRIPTIONS_PATH}>Voir mes abonnements</a>
        </p>
      )}
      {showOffers && offer.etat !== 'pro' && (
        <Form method="post" className={styles.section} aria-labelledby="abonnement-durees" {...formProps}>
          <h2 id="abonnement-durees">Nos formules</h2>
          <input type="hidden" name="magasin_id" value={offer.magasin.id} />
          <fieldset
            className={styles.fieldset}
            aria-describedby={offerError ? 'abonnement-duree-erreur' : undefined}
          >
            <legend className={styles.legend}>Durée de l'abonnement</legend>
            {offer.offres.map((o, index) => (
              <label key={o.id} className={styles.choice}>
                <input
                  type="radio"
                  name="offre_id"
                  value={o.id}
                  defaultChecked={
                    chosen === undefined ? index === offer.offres.length - 1 : chosen === String(o.id)
                  }
                  disabled={!mayBuy || !data.loggedIn}
                  aria-invalid={offerError ? true : undefined}
                />{' '}
                {o.duree} mois : {formatPrice(o.priceCents)}
              </label>
            ))}
            {offerError && (
              <p id="abonnement-duree-erreur" role="alert" className={styles.alert}>
                {offerError}
              </p>
            )}
          </fieldset>
          {mayBuy && data.loggedIn && (
            <p>
              <Button type="submit" variant="accent">
                {offer.etat === 'renouvellement' ? 'Renouveler et payer' : 'Souscrire et payer'}
              </Button>
            </p>
          )}
          {mayBuy && !data.loggedIn && (
            <p>
              <a href={loginHref(OFFER_PATH)}>Me connecter pour souscrire</a>
            </p>
          )}
        </Form>
      )}
    </div>
  );
}
