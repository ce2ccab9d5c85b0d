import { LIST_TITLE_MAX } from '@cabas/contracts';
import type { ComponentType, ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import styles from './lists.module.css';
import type { ListsActionData, ListView } from './lists-page.server.ts';

type FormProps = { method: 'post'; action?: string; className?: string; children: ReactNode };

/** The create and rename forms: a title (its error under the field), sent with the intent. */
export function ListTitleForm({
  FormComponent,
  list,
  result,
  js,
  busy,
  cancel,
  action,
}: {
  FormComponent: ComponentType<FormProps>;
  /** Where the form posts (the lists page; a popin may be elsewhere). */
  action?: string;
  /** The list renamed; none for a creation. */
  list: ListView | null;
  result: ListsActionData | null;
  js: boolean;
  busy: boolean;
  cancel: ReactNode;
}) {
  const intent = list ? 'renommer' : 'creer';
  const mine = result && result.intent === intent && (list === null || result.id === list.id) ? result : null;
  return (
    <FormComponent method="post" action={action} className={styles.form}>
      <input type="hidden" name="intent" value={intent} />
      {list ? <input type="hidden" name="id" value={list.id} /> : null}
      {js ? <input type="hidden" name="js" value="1" /> : null}
      {mine?.error ? (
        <p role="alert" className={styles.alert}>
          {mine.error}
        </p>
      ) : null}
      <Field
        label={list ? 'Nouveau nom de la liste' : 'Nom de la liste'}
        name="titre"
        maxLength={LIST_TITLE_MAX}
        autoComplete="off"
        defaultValue={mine?.titre || list?.titre || ''}
        error={mine?.fieldError}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          {list ? 'Renommer la liste' : 'Créer la liste'}
        </Button>
        {cancel}
      </div>
    </FormComponent>
  );
}

/** The delete question and its confirm button. */
export function DeleteListForm({
  FormComponent,
  list,
  result,
  js,
  busy,
  cancel,
  action,
}: {
  FormComponent: ComponentType<FormProps>;
  /** Where the form posts (the lists page; a popin may be elsewhere). */
  action?: string;
  list: ListView;
  result: ListsActionData | null;
  js: boolean;
  busy: boolean;
  cancel: ReactNode;
}) {
  const error = result?.intent === 'supprimer' && result.id === list.id ? result.error : null;
  return (
    <FormComponent method="post" action={action} className={styles.form}>
      <input type="hidden" name="intent" value="supprimer" />
      <input type="hidden" name="id" value={list.id} />
      {js ? <input type="hidden" name="js" value="1" /> : null}
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
      <p>Voulez-vous vraiment supprimer la liste « {list.titre} » ? Cette action est définitive.</p>
      <div className={styles.actions}>
        <Button type="submit" variant="accent" disabled={busy}>
          Supprimer la liste
        </Button>
        {cancel}
      </div>
    </FormComponent>
  );
}
