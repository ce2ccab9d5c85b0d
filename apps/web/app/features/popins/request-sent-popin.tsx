import { formMessages } from '@cabas/contracts';
import { Button } from '../../ui/button.tsx';
import { LazyPopin } from './lazy-popin.tsx';
import styles from './popins.module.css';

/** What a sent request shows: the specification's message (or the call's own), its reference, a note. */
export interface RequestSent {
  message: string | null;
  reference: string | null;
  /** One more sentence (where the copy went, what to do next). */
  note: string;
}

export const REQUEST_SENT_TITLE = 'Demande prise en compte';

/** The body shared by the success popin and the success page shown without JavaScript. */
export function RequestSentDetails({ sent }: { sent: RequestSent }) {
  return (
    <>
      <p className={styles.success}>{sent.message ?? formMessages.success}</p>
      {sent.reference && (
        <p className={styles.reference}>
          Référence de votre demande : <strong>{sent.reference}</strong>
        </p>
      )}
      <p>{sent.note}</p>
    </>
  );
}

/**
 * The 'request taken into account' popin, opened over the form once a request sent from the
 * interactive page succeeded: focus goes into it; Escape, « Fermer » or « J'ai compris » closes it
 * and focus goes back to what sent the request. Its code loads when it first opens.
 */
export function RequestSentPopin({
  sent,
  isOpen,
  onClose,
  title = REQUEST_SENT_TITLE,
}: {
  sent: RequestSent;
  isOpen: boolean;
  onClose: () => void;
  title?: string;
}) {
  return (
    <LazyPopin isOpen={isOpen} onOpenChange={(open) => !open && onClose()} title={title}>
      <RequestSentDetails sent={sent} />
      <div className={styles.actions}>
        <Button variant="primary" onClick={onClose}>
          J'ai compris
        </Button>
      </div>
    </LazyPopin>
  );
}
