import { useState } from 'react';
import { useFetcher } from 'react-router';
import { formatPrice } from '../../lib/format.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Popin } from '../../ui/popin.tsx';
import styles from './checkout.module.css';
import type { CheckoutWarning } from './checkout-rules.ts';
import type { StartStepData } from './start-step.server.ts';

/** Step 1 of the consumer checkout: what is ordered, then the delivery-mode step. */
export function StartStepPage({ data }: { data: StartStepData }) {
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
      <div className={styles.actions}>
        <ButtonLink to="/commander/mode-livraison" variant="accent">
          Choisir mon mode de retrait ou de livraison
        </ButtonLink>
        <ButtonLink to={`/panier?type_panier=${data.kind}`} variant="secondary">
          Modifier mon panier
        </ButtonLink>
      </div>
      <WarningPopins
        warnings={data.warnings}
        storeName={data.storeName}
        changeStoreHref={data.changeStoreHref}
      />
    </div>
  );
}

const TITLES: Record<CheckoutWarning, string> = {
  magasin_inhabituel: 'Vous commandez dans un autre magasin',
  premiere_commande: 'Votre première commande',
};

/**
 * The store-change alert of doc 1 §2: the unusual-store then the first-order confirmation, one at a
 * time; each dismissal is remembered a day (cookie set by the step's action).
 */
function WarningPopins({
  warnings,
  storeName,
  changeStoreHref,
}: {
  warnings: CheckoutWarning[];
  storeName: string;
  changeStoreHref: string;
}) {
  const [pending, setPending] = useState(warnings);
  const fetcher = useFetcher();
  const current = pending[0];
  if (!current) return null;
  const dismiss = () => {
    fetcher.submit({ avertissement: current, js: '1' }, { method: 'post' });
    setPending((list) => list.slice(1));
  };
  return (
    <Popin isOpen onOpenChange={(open) => !open && dismiss()} title={TITLES[current]} isDismissable={false}>
      {current === 'magasin_inhabituel' ? (
        <p>
          Vous êtes sur le point de commander au magasin {storeName}, qui n'est pas votre magasin habituel.
          Confirmez-vous ce magasin ?
        </p>
      ) : (
        <p>
          C'est votre première commande au magasin {storeName}. Vérifiez bien l'adresse du magasin et le mode
          de retrait ou de livraison que vous allez choisir.
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="primary" onClick={dismiss}>
          {current === 'magasin_inhabituel' ? 'Continuer dans ce magasin' : "J'ai compris"}
        </Button>
        {current === 'magasin_inhabituel' && (
          <ButtonLink to={changeStoreHref} variant="secondary">
            Changer de magasin
          </ButtonLink>
        )}
      </div>
    </Popin>
  );
}
