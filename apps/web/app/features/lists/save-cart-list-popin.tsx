import type { CartKind } from '@cabas/contracts';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { Popin } from '../../ui/popin.tsx';
import styles from './save-cart-list.module.css';
import {
  LIST_SAVED_CLOSE_MS,
  type ListChoicesData,
  SAVE_CART_LIST_ACTION,
  type SaveCartListResult,
  savedMessage,
} from './save-cart-list.ts';
import { SaveCartListForm } from './save-cart-list-form.tsx';

/**
 * The save popin: the form, then a success view with the list's
 * title that closes after 5 s. Loaded on first use; the lists come from the page when it has them
 * (`?liste=1`), else from a fetcher.
 */
export default function SaveCartListPopin({
  kind,
  isOpen,
  onOpenChange,
  initialChoices,
  onSaved,
}: {
  kind: CartKind;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  initialChoices: ListChoicesData | null;
  onSaved: (saved: NonNullable<SaveCartListResult['saved']>) => void;
}) {
  const lists = useFetcher<ListChoicesData>();
  const save = useFetcher<SaveCartListResult>();
  const successRef = useRef<HTMLDivElement>(null);
  const choices = lists.data ?? initialChoices;
  const result = save.state === 'idle' ? (save.data ?? null) : null;
  const saved = result?.saved ?? null;

  const { load } = lists;
  const needsLists = isOpen && !initialChoices && lists.state === 'idle' && !lists.data;
  useEffect(() => {
    if (needsLists) void load(SAVE_CART_LIST_ACTION);
  }, [needsLists, load]);

  useEffect(() => {
    if (!saved) return;
    onSaved(saved);
    // The form is gone: the focus goes to the confirmation, which is read out.
    successRef.current?.focus();
    const timer = setTimeout(() => onOpenChange(false), LIST_SAVED_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [saved, onSaved, onOpenChange]);

  return (
    <Popin
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={saved ? 'Liste enregistrée' : 'Enregistrer mon panier dans une liste'}
    >
      {saved ? (
        <div ref={successRef} tabIndex={-1} className={styles.success}>
          <p>{savedMessage(saved)}</p>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Fermer
          </Button>
        </div>
      ) : choices ? (
        <SaveCartListForm
          FormComponent={save.Form}
          choices={choices}
          kind={kind}
          result={result}
          js
          busy={save.state !== 'idle'}
          cancel={
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Annuler
            </Button>
          }
        />
      ) : (
        <p role="status">Chargement de vos listes…</p>
      )}
    </Popin>
  );
}
