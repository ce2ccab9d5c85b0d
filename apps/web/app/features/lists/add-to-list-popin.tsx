import { listMessages, messages } from '@cabas/contracts';
import { useEffect, useRef } from 'react';
import { Link, useFetcher } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { Popin } from '../../ui/popin.tsx';
import { AddToListForm } from './add-to-list-form.tsx';
import styles from './lists.module.css';
import { LISTS_PATH } from './lists-links.ts';
import type { ListsActionData, ListsPageData } from './lists-page.server.ts';

/**
 * The "Ajouter à une liste" popin of a product card or sheet: the shopper's lists (read from the
 * lists page's loader), then a confirmation naming the list, with a link to it.
 */
export default function AddToListPopin({
  productId,
  productName,
  isOpen,
  onOpenChange,
}: {
  productId: number;
  productName: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const lists = useFetcher<ListsPageData>();
  const add = useFetcher<ListsActionData>();
  const successRef = useRef<HTMLDivElement>(null);
  const result = add.state === 'idle' ? (add.data ?? null) : null;
  const added = result?.ok ? result.added : null;

  const { load } = lists;
  const needsLists = isOpen && lists.state === 'idle' && !lists.data;
  useEffect(() => {
    if (needsLists) void load(LISTS_PATH);
  }, [needsLists, load]);
  useEffect(() => {
    if (added) successRef.current?.focus();
  }, [added]);

  const cancel = (
    <Button variant="secondary" onClick={() => onOpenChange(false)}>
      Annuler
    </Button>
  );
  return (
    <Popin
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={added ? 'Produit ajouté à la liste' : 'Ajouter à une liste'}
    >
      {added ? (
        <div ref={successRef} tabIndex={-1} className={styles.success}>
          <p>{listMessages.itemAdded(added.titre)}</p>
          <div className={styles.actions}>
            <Link to={added.href}>Voir la liste</Link>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Continuer mes courses
            </Button>
          </div>
        </div>
      ) : lists.data ? (
        <>
          <p className={styles.muted}>{productName}</p>
          <AddToListForm
            FormComponent={add.Form}
            productId={productId}
            lists={lists.data.lists}
            result={result}
            js
            busy={add.state !== 'idle'}
            cancel={cancel}
          />
        </>
      ) : lists.state === 'idle' && !needsLists ? (
        <p role="alert">{messages.temporaryError}</p>
      ) : (
        <p role="status">Chargement de vos listes…</p>
      )}
    </Popin>
  );
}
