import { useState } from 'react';
import { useFetcher } from 'react-router';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Popin } from '../../ui/popin.tsx';
import styles from './checkout.module.css';
import type { CheckoutWarning } from './checkout-rules.ts';

const TITLES: Record<CheckoutWarning, string> = {
  magasin_inhabituel: 'Vous commandez dans un autre magasin',
  premiere_commande: 'Votre première commande',
};

/**
 * The store-change alert: the unusual-store then the first-order confirmation, one at a
 * time; each dismissal is remembered a day (cookie set by the step's action).
 */
export default function WarningPopins({
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
