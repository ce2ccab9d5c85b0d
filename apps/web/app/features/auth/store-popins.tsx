import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { Popin } from '../../ui/popin.tsx';
import { useShopSelector } from '../stores/index.ts';
import type { PostLoginPopinProps, PrivateServiceData, ProStoreData } from './post-login.ts';
import styles from './post-login-popins.module.css';

/** Closing with a button: the popin closes, then `after` runs (the shop selector opens). */
function useClosing(onDone: () => void) {
  const [open, setOpen] = useState(true);
  return {
    open,
    close(after?: () => void) {
      setOpen(false);
      onDone();
      after?.();
    },
  };
}

/**
 * Private service activated (the specification leaves its content unwritten; ours is our own): the shopper was browsing the national site, the login made their account's store
 * the shop's store; the popin says so, and which services their account now gives.
 */
export function PrivateServicePopin({ data, onDone }: PostLoginPopinProps<PrivateServiceData>) {
  const { open, close } = useClosing(onDone);
  const selector = useShopSelector();
  return (
    <Popin
      isOpen={open}
      onOpenChange={(isOpen) => !isOpen && close()}
      title="Votre espace personnel est activé"
    >
      <p className={styles.text}>
        Vous faites désormais vos courses dans votre magasin <strong>{data.storeName}</strong> : prix,
        promotions, disponibilités et créneaux sont les siens.
      </p>
      <p className={styles.text}>
        Vos commandes, vos listes de courses et vos produits habituels vous attendent dans « Mon compte ».
      </p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={() => close()}>
          Continuer mes courses
        </Button>
        <Button variant="secondary" onClick={() => close(() => selector.open())}>
          Changer de magasin
        </Button>
      </div>
    </Popin>
  );
}

/**
 * Pro account not allowed in this store: 'Vous ne pouvez pas commander dans ce magasin
 * avec votre compte pro' (store outside the agreement) or 'Ce magasin ne propose plus le service Pro',
 * with a change-store button.
 */
export function ProStorePopin({ data, onDone }: PostLoginPopinProps<ProStoreData>) {
  const { open, close } = useClosing(onDone);
  const selector = useShopSelector();
  return (
    <Popin isOpen={open} onOpenChange={(isOpen) => !isOpen && close()} title="Compte pro">
      <p className={styles.text}>
        <strong>{data.message}</strong>
      </p>
      <p className={styles.text}>Choisissez un magasin où votre compte pro vous permet de commander.</p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={() => close(() => selector.open())}>
          Changer de magasin
        </Button>
        <Button variant="secondary" onClick={() => close()}>
          Continuer sans changer
        </Button>
      </div>
    </Popin>
  );
}
