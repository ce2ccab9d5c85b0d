import { lazy, Suspense } from 'react';
import { formatPrice } from '../../lib/format.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { usePendingSteps } from '../auth/index.ts';
import { OFFER_PATH, offerAdvantageText } from '../subscriptions/index.ts';
import { AlcoholWarning } from './alcohol-warning.tsx';
import styles from './checkout.module.css';
import type { StartStepData } from './start-step.server.ts';

// The warning popins (and React Aria's dialog with them) load only for a shopper who gets a warning.
const WarningPopins = lazy(() => import('./start-warning-popins.tsx'));

/** Step 1 of the consumer checkout: what is ordered, then the delivery-mode step. */
export function StartStepPage({ data }: { data: StartStepData }) {
  // One popin at a time: the steps after a login come before the store warnings.
  const afterLogin = (usePendingSteps()?.length ?? 0) > 0;
  if (!data.ok)
    return (
      <div className={`page ${styles.page}`}>
        <h1 className={styles.title}>Ma commande</h1>
        <p role="alert" className={styles.error}>
          {data.message}
        </p>
        <div className={styles.actions}>
          <ButtonLink to={data.action.href} variant="primary">
            {data.action.label}
          </ButtonLink>
        </div>
      </div>
    );
  return (
    <div className={`page ${styles.page}`}>
      <h1 className={styles.title}>Ma commande {data.kindLabel}</h1>
      <section className={styles.section} aria-labelledby="recapitulatif">
        <h2 id="recapitulatif">Mon panier</h2>
        <dl className={styles.dl}>
          <dt>Articles</dt>
          <dd>{data.articleCount}</dd>
          <dt>Montant du panier</dt>
          <dd>{formatPrice(data.totalCents)}</dd>
          {data.modeLabel && (
            <>
              <dt>Mode choisi</dt>
              <dd>{data.modeLabel}</dd>
            </>
          )}
        </dl>
        {data.homeDeliveryPreselected && (
          <p className={styles.muted}>
            Avec votre abonnement livraison, la livraison à domicile est présélectionnée. Vous pouvez choisir
            un autre mode à l'étape suivante.
          </p>
        )}
      </section>
      {data.alcohol && <AlcoholWarning />}
      {data.subscriptionBanner && <SubscriptionBanner {...data.subscriptionBanner} />}
      <div className={styles.actions}>
        <ButtonLink to="/commander/mode-livraison" variant="accent">
          Choisir mon mode de retrait ou de livraison
        </ButtonLink>
        <ButtonLink to={`/panier?type_panier=${data.kind}`} variant="secondary">
          Modifier mon panier
        </ButtonLink>
      </div>
      {data.warnings.length > 0 && !afterLogin && (
        <Suspense fallback={null}>
          <WarningPopins
            warnings={data.warnings}
            storeName={data.storeName}
            changeStoreHref={data.changeStoreHref}
          />
        </Suspense>
      )}
    </div>
  );
}

/** The invitation to the delivery subscription, for a shopper who may buy it at this store. */
function SubscriptionBanner({
  offeredFromCents,
  tariffCents,
}: {
  offeredFromCents: number | null;
  tariffCents: number | null;
}) {
  return (
    <section className={styles.section} aria-labelledby="abonnement-livraison">
      <h2 id="abonnement-livraison">Faites-vous livrer avec l'abonnement livraison</h2>
      <p>{offerAdvantageText(offeredFromCents, tariffCents)}</p>
      <ButtonLink to={OFFER_PATH} variant="secondary">
        Découvrir l'abonnement livraison
      </ButtonLink>
    </section>
  );
}
