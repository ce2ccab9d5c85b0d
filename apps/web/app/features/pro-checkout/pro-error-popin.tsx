import { ButtonLink } from '../../ui/button.tsx';
import { Popin } from '../../ui/popin.tsx';
import styles from './pro-checkout.module.css';
import { failureLink, type ProCheckoutFailure } from './pro-checkout-failure.ts';

/** The pro checkout's error popin (loaded with React Aria's dialog only when an error shows). */
export default function ProErrorPopin({
  failure,
  onClose,
}: {
  failure: ProCheckoutFailure;
  onClose: () => void;
}) {
  const link = failureLink(failure);
  return (
    <Popin isOpen onOpenChange={(open) => !open && onClose()} title="Une erreur est survenue">
      <p>{failure.message}</p>
      <div className={styles.actions}>
        <ButtonLink to={link.to} reloadDocument variant="primary">
          {link.label}
        </ButtonLink>
      </div>
    </Popin>
  );
}
