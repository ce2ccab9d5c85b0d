import { listMessages } from '@cabas/contracts';
import { useEffect, useRef } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { Popin } from '../../ui/popin.tsx';
import { DeleteListForm, ListTitleForm } from './list-forms.tsx';
import styles from './lists.module.css';
import { LIST_CREATED_CLOSE_MS, LISTS_PATH } from './lists-links.ts';
import type { ListsActionData, ListView } from './lists-page.server.ts';

export type ListPopinKind = { kind: 'creer' } | { kind: 'renommer' | 'supprimer'; list: ListView };

const TITLES = { creer: 'Créer une liste', renommer: 'Renommer la liste', supprimer: 'Supprimer la liste' };

/**
 * The lists page's popins: creation (then a success view with the title, closed after 5 s; the first
 * list's page opens then), rename and delete (closed once done, the page telling what was done).
 */
export default function ListPopin({
  popin,
  isOpen,
  onOpenChange,
  onDone,
}: {
  popin: ListPopinKind;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: (message: string, intent: ListPopinKind['kind']) => void;
}) {
  const fetcher = useFetcher<ListsActionData>();
  const navigate = useNavigate();
  const successRef = useRef<HTMLDivElement>(null);
  const result = fetcher.state === 'idle' ? (fetcher.data ?? null) : null;
  const created = result?.ok ? result.created : null;
  const done = result?.ok === true;

  useEffect(() => {
    if (!done || !result) return;
    if (result.intent === 'creer') {
      successRef.current?.focus();
      return;
    }
    if (result.intent !== 'renommer' && result.intent !== 'supprimer') return;
    onOpenChange(false);
    onDone(result.intent === 'renommer' ? listMessages.renamed : listMessages.deleted, result.intent);
  }, [done, result, onOpenChange, onDone]);

  // The success view closes after 5 s; the first list's page opens when it closes.
  const close = (open: boolean) => {
    onOpenChange(open);
    if (!open && created) {
      if (created.first) navigate(created.href);
      else onDone(listMessages.created(created.titre), 'creer');
    }
  };
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => closeRef.current(false), LIST_CREATED_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [created]);

  const cancel = (
    <Button variant="secondary" onClick={() => close(false)}>
      Annuler
    </Button>
  );
  const busy = fetcher.state !== 'idle';
  return (
    <Popin isOpen={isOpen} onOpenChange={close} title={created ? 'Liste créée' : TITLES[popin.kind]}>
      {created ? (
        <div ref={successRef} tabIndex={-1} className={styles.success}>
          <p>{listMessages.created(created.titre)}</p>
          <Button variant="secondary" onClick={() => close(false)}>
            {created.first ? 'Voir ma liste' : 'Fermer'}
          </Button>
        </div>
      ) : popin.kind === 'supprimer' ? (
        <DeleteListForm
          FormComponent={fetcher.Form}
          action={LISTS_PATH}
          list={popin.list}
          result={result}
          js
          busy={busy}
          cancel={cancel}
        />
      ) : (
        <ListTitleForm
          FormComponent={fetcher.Form}
          action={LISTS_PATH}
          list={popin.kind === 'renommer' ? popin.list : null}
          result={result}
          js
          busy={busy}
          cancel={cancel}
        />
      )}
    </Popin>
  );
}
