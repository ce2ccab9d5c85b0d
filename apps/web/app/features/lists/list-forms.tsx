import { LIST_TITLE_MAX } from '@cabas/contracts';
import type { ComponentType, ReactNode, RefAttributes } from 'react';
import type { FormProps as RouterFormProps } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { initialText, useCheckedForm } from '../../ui/use-checked-form.ts';
import styles from './lists.module.css';
import type { ListsActionData, ListView } from './lists-page.server.ts';

/** React Router's `Form` (no JavaScript) or a popin's fetcher's. */
export type FormProps = RouterFormProps & RefAttributes<HTMLFormElement>;

/** The fields of the create and rename forms. */
interface ListTitleValues {
  intent: string;
  id: string;
  js: string;
  titre: string;
}

/** The fields of the delete confirmation. */
interface DeleteListValues {
  intent: string;
  id: string;
  js: string;
}

/** A form's id: the popin's differs from the page's (both may be on the page at once). */
export const listFormId = (name: string, js: boolean) => (js ? `popin-${name}` : name);

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
  const { form, fields, formProps, formError } = useCheckedForm<ListTitleValues>(
    listFormId(list ? `liste-renommer-${list.id}` : 'liste-creer', js),
    mine?.result,
  );
  return (
    <FormComponent method="post" action={action} className={styles.form} {...formProps}>
      <input type="hidden" name="intent" value={intent} />
      {list ? <input type="hidden" name="id" value={list.id} /> : null}
      {js ? <input type="hidden" name="js" value="1" /> : null}
      {formError ? (
        <p id={form.errorId} role="alert" className={styles.alert}>
          {formError}
        </p>
      ) : null}
      <Field
        label={list ? 'Nouveau nom de la liste' : 'Nom de la liste'}
        field={fields.titre}
        maxLength={LIST_TITLE_MAX}
        autoComplete="off"
        defaultValue={initialText(fields.titre) || list?.titre || ''}
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

/** The delete question and its confirm button (its refusal, a list gone, in an alert). */
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
  const mine = result?.intent === 'supprimer' && result.id === list.id ? result : null;
  const { form, formProps, formError } = useCheckedForm<DeleteListValues>(
    listFormId(`liste-supprimer-${list.id}`, js),
    mine?.result,
  );
  return (
    <FormComponent method="post" action={action} className={styles.form} {...formProps}>
      <input type="hidden" name="intent" value="supprimer" />
      <input type="hidden" name="id" value={list.id} />
      {js ? <input type="hidden" name="js" value="1" /> : null}
      {formError ? (
        <p id={form.errorId} role="alert" className={styles.alert}>
          {formError}
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
