import { loyaltyMessages } from '@cabas/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import styles from '../../ui/account-pages.module.css';
import { Button } from '../../ui/button.tsx';
import { Popin } from '../../ui/popin.tsx';
import { NOTIFICATION_MS } from '../../ui/toast.tsx';
import { AddCardSteps, NEW_CODE_HELP } from './add-card-steps.tsx';
import type { LoyaltyActionData } from './loyalty.server.ts';

/**
 * The popins of the loyalty page (loaded with the first one): the card entry (number, then code), the
 * lock popin after 3 wrong codes (423 closes the entry), the confirmation of an added card with the
 * offer to link another, and the deletion's success, closed after 5 s.
 */
export default function LoyaltyPopins({
  answer,
  entryOpen,
  onEntryChange,
  added,
  deleted,
}: {
  answer: LoyaltyActionData | null;
  entryOpen: boolean;
  onEntryChange: (open: boolean) => void;
  added: boolean;
  deleted: boolean;
}) {
  const locked = answer?.step === 'bloquee';
  const [lockOpen, setLockOpen] = useState(locked);
  const [addedOpen, setAddedOpen] = useState(added);
  const [deletedOpen, setDeletedOpen] = useState(deleted);
  // Back to the number: the answer of the last post is set aside until the next one.
  const [restarted, setRestarted] = useState<LoyaltyActionData | null>(null);
  useEffect(() => {
    if (locked) {
      setLockOpen(true);
      onEntryChange(false);
    }
  }, [locked, onEntryChange]);
  useEffect(() => setAddedOpen(added), [added]);
  useEffect(() => {
    setDeletedOpen(deleted);
    if (!deleted) return;
    const timer = setTimeout(() => setDeletedOpen(false), NOTIFICATION_MS);
    return () => clearTimeout(timer);
  }, [deleted]);

  const shown = answer && answer !== restarted && !locked ? answer : null;
  return (
    <>
      <Popin isOpen={entryOpen && !locked} onOpenChange={onEntryChange} title="Ajouter une carte de fidélité">
        <AddCardSteps
          key={shown ? `${shown.step}-${shown.numero}` : 'numero'}
          answer={shown}
          onRestart={() => setRestarted(answer)}
        />
      </Popin>
      <Popin isOpen={lockOpen} onOpenChange={setLockOpen} title={loyaltyMessages.cardLocked}>
        <p>{loyaltyMessages.cardLockedHelp}</p>
        <p>
          <Link to={NEW_CODE_HELP}>Demander un nouveau code cagnotte</Link>
        </p>
        <div className={styles.actions}>
          <Button onClick={() => setLockOpen(false)}>J'ai compris</Button>
        </div>
      </Popin>
      <Popin isOpen={addedOpen} onOpenChange={setAddedOpen} title="Carte ajoutée">
        <p>{loyaltyMessages.added}</p>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => {
              setAddedOpen(false);
              setRestarted(answer);
              onEntryChange(true);
            }}
          >
            Ajouter une autre carte
          </Button>
          <Button onClick={() => setAddedOpen(false)}>Terminer</Button>
        </div>
      </Popin>
      <Popin isOpen={deletedOpen} onOpenChange={setDeletedOpen} title="Carte supprimée">
        <p>{loyaltyMessages.deleted}</p>
      </Popin>
    </>
  );
}
