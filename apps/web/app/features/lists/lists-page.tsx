import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { buttonClass } from '../../ui/button.tsx';
import { formMessage } from '../../ui/use-checked-form.ts';
import { AddToListForm } from './add-to-list-form.tsx';
import { DeleteListForm, ListTitleForm } from './list-forms.tsx';
import type { ListPopinKind } from './list-popins.tsx';
import styles from './lists.module.css';
import { LISTS_PATH, productsText } from './lists-links.ts';
import type { ListsActionData, ListsPageData, ListView } from './lists-page.server.ts';

const loadPopin = () => import('./list-popins.tsx');
const ListPopin = lazy(loadPopin);

const preload = () => void loadPopin();

/** The message for a whole refused form (Conform keeps it under the empty name). */

/** `/mon-compte/mes-listes-de-courses`: the lists, and their create, rename and delete popins. */
export function ListsPage({ data, actionData }: { data: ListsPageData; actionData: ListsActionData | null }) {
  const hydrated = useHydrated();
  const busy = useNavigation().state === 'submitting';
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [popin, setPopin] = useState<{ value: ListPopinKind; open: boolean; session: number } | null>(null);
  const [status, setStatus] = useState(data.notice);
  const open = (value: ListPopinKind) => {
    setStatus(null);
    setPopin((p) => ({ value, open: true, session: (p?.session ?? 0) + 1 }));
  };
  const onOpenChange = useCallback((isOpen: boolean) => {
    setPopin((p) => (p ? { ...p, open: isOpen } : p));
  }, []);
  const onDone = useCallback((message: string, intent: ListPopinKind['kind']) => {
    setStatus(message);
    // The deleted list's button is gone: the focus goes back to the page's title.
    if (intent === 'supprimer') headingRef.current?.focus();
  }, []);

  // Without JavaScript: the form the address asks for, or the one the last post refused.
  const failed = actionData && !actionData.ok ? actionData : null;
  const failedList = failed?.id ? data.lists.find((l) => l.id === failed.id) : undefined;
  const staticForm: ListPopinKind | null = failed
    ? failed.intent === 'ajouter'
      ? null
      : failed.intent === 'creer'
        ? { kind: 'creer' }
        : failedList
          ? { kind: failed.intent, list: failedList }
          : null
    : data.form;
  const cancel = (
    <a href={LISTS_PATH} className={buttonClass({ variant: 'secondary' })}>
      Annuler
    </a>
  );

  const trigger = (label: string, value: ListPopinKind, href: string, what = '') =>
    hydrated ? (
      <button
        type="button"
        className={styles.linkButton}
        aria-haspopup="dialog"
        onClick={() => open(value)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {label}
        {what ? <span className="sr-only"> {what}</span> : null}
      </button>
    ) : (
      <a href={href} className={styles.linkButton}>
        {label}
        {what ? <span className="sr-only"> {what}</span> : null}
      </a>
    );

  return (
    <div className={styles.page}>
      <h1 ref={headingRef} tabIndex={-1}>
        Mes listes de courses
      </h1>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {data.adding ? (
        <section className={styles.inline} aria-labelledby="liste-ajout">
          <h2 id="liste-ajout">Ajouter « {data.adding.name} » à une liste</h2>
          <AddToListForm
            FormComponent={Form}
            productId={data.adding.productId}
            lists={data.lists}
            result={failed}
            js={false}
            busy={busy}
            cancel={cancel}
          />
        </section>
      ) : null}
      {formMessage(failed?.result) && !staticForm && !(data.adding && failed?.intent === 'ajouter') ? (
        <p role="alert" className={styles.alert}>
          {formMessage(failed?.result)}
        </p>
      ) : null}
      {data.national ? (
        <p className={styles.muted}>
          Vous n’avez pas choisi de magasin : les prix et les disponibilités sont ceux du catalogue national.
        </p>
      ) : null}
      <div className={styles.toolbar}>
        {hydrated ? (
          <button
            type="button"
            className={buttonClass({})}
            aria-haspopup="dialog"
            onClick={() => open({ kind: 'creer' })}
            onPointerEnter={preload}
            onFocus={preload}
          >
            Créer une liste
          </button>
        ) : (
          <a href={`${LISTS_PATH}?creer=1`} className={buttonClass({})}>
            Créer une liste
          </a>
        )}
      </div>

      {staticForm ? (
        <section className={styles.inline} aria-labelledby="liste-formulaire">
          <h2 id="liste-formulaire">
            {staticForm.kind === 'creer'
              ? 'Créer une liste'
              : staticForm.kind === 'renommer'
                ? `Renommer la liste « ${staticForm.list.titre} »`
                : 'Supprimer la liste'}
          </h2>
          {staticForm.kind === 'supprimer' ? (
            <DeleteListForm
              FormComponent={Form}
              list={staticForm.list}
              result={failed}
              js={false}
              busy={busy}
              cancel={cancel}
            />
          ) : (
            <ListTitleForm
              FormComponent={Form}
              list={staticForm.kind === 'renommer' ? staticForm.list : null}
              result={failed}
              js={false}
              busy={busy}
              cancel={cancel}
            />
          )}
        </section>
      ) : null}

      {data.lists.length === 0 ? (
        <p className={styles.muted}>Vous n’avez pas encore de liste de courses.</p>
      ) : (
        <ul className={styles.lists}>
          {data.lists.map((list) => (
            <ListCard key={list.id} list={list} trigger={trigger} />
          ))}
        </ul>
      )}

      {popin ? (
        <Suspense fallback={null}>
          <ListPopin
            key={popin.session}
            popin={popin.value}
            isOpen={popin.open}
            onOpenChange={onOpenChange}
            onDone={onDone}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function ListCard({
  list,
  trigger,
}: {
  list: ListView;
  trigger: (label: string, value: ListPopinKind, href: string, what?: string) => React.ReactNode;
}) {
  const what = `la liste ${list.titre}`;
  return (
    <li className={styles.list}>
      <h2>
        <a href={list.href}>{list.titre}</a>
      </h2>
      <p>
        {productsText(list.count)}
        {list.missing > 0
          ? ` dont ${list.missing} indisponible${list.missing > 1 ? 's' : ''} dans votre magasin`
          : ''}
      </p>
      {list.updatedText ? (
        <p className={styles.muted}>
          Utilisée le <time dateTime={list.updatedIso}>{list.updatedText}</time>
        </p>
      ) : null}
      <div className={styles.actions}>
        {trigger('Renommer', { kind: 'renommer', list }, `${LISTS_PATH}?renommer=${list.id}`, what)}
        {trigger('Supprimer', { kind: 'supprimer', list }, `${LISTS_PATH}?supprimer=${list.id}`, what)}
      </div>
    </li>
  );
}
