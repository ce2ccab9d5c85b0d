import { Button } from '../../ui/button.tsx';
import { Popin } from '../../ui/popin.tsx';
import styles from './checkout.module.css';
import { giftCardMessages } from './checkout-rules.ts';
import type { PaymentActionData } from './payment-step.server.ts';

export interface PaymentPopinsProps {
  open: 'cagnotte' | 'commande_recente' | 'carte_cadeau';
  recentOrder?: PaymentActionData['recentOrder'];
  giftCardMessage?: string;
  onClose: () => void;
  onUseWallet: () => void;
  onSkipWallet: () => void;
  onConfirmOrder: () => void;
}

/**
 * The payment step's popins: a cagnotte amount typed but not applied, the recent-order
 * confirmation, the gift card error.
 */
export default function PaymentPopins(props: PaymentPopinsProps) {
  const onOpenChange = (isOpen: boolean) => !isOpen && props.onClose();
  if (props.open === 'cagnotte')
    return (
      <Popin isOpen onOpenChange={onOpenChange} title="Utiliser votre cagnotte ?">
        <p>Vous avez saisi un montant de cagnotte sans l'appliquer à votre commande.</p>
        <div className={styles.actions}>
          <Button variant="primary" onClick={props.onUseWallet}>
            Utiliser
          </Button>
          <Button variant="secondary" onClick={props.onSkipWallet}>
            Ne pas utiliser
          </Button>
        </div>
      </Popin>
    );
  if (props.open === 'commande_recente')
    return (
      <Popin isOpen onOpenChange={onOpenChange} title="Vous venez déjà de commander">
        <p>{props.recentOrder?.message}</p>
        <p>
          Commande {props.recentOrder?.code} du {props.recentOrder?.date}. Voulez-vous passer cette nouvelle
          commande ?
        </p>
        <div className={styles.actions}>
          <Button variant="accent" onClick={props.onConfirmOrder}>
            Confirmer ma commande
          </Button>
          <Button variant="secondary" onClick={props.onClose}>
            Annuler
          </Button>
        </div>
      </Popin>
    );
  return (
    <Popin isOpen onOpenChange={onOpenChange} title={giftCardMessages.popinTitle}>
      <p>{props.giftCardMessage ?? giftCardMessages.popinText}</p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={props.onClose}>
          {giftCardMessages.popinBack}
        </Button>
      </div>
    </Popin>
  );
}
