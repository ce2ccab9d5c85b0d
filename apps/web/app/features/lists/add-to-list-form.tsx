import { LIST_TITLE_MAX, NEW_LIST_CHOICE } from '@cabas/contracts';
import { type ComponentType, type ReactNode, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { initialText, useCheckedForm } from '../../ui/use-checked-form.ts';
import { type FormProps, listFormId } from './list-forms.tsx';
import styles from './lists.module.css';
import { LISTS_PATH, productsText } from './lists-links.ts';
import type { ListsActionData, ListView } from './lists-page.server.ts';

/** The fields of the add form. */
interface AddToListValues {
  intent: string;
  produit_id: string;
  js: string;
  liste: string;
  titre: string;
}

/**
 * "Ajouter à une liste": the shopper's lists as radios, or a new list's title. The first list is
 * chosen by default; without lists, only the new list's title is asked.
 */
export function AddToListForm({
  FormComponent,
  productId,
  lists,
  result,
  js,
  busy,
  cancel,
}: {
  FormComponent: ComponentType<FormProps>;
  productId: number;
  lists: ListView[];
  result: ListsActionData | null;
  js: boolean;
  busy: boolean;
  cancel: ReactNode;
}) {
  const mine = result?.intent === 'ajouter' && !result.ok ? result : null;
  const { form, fields, formProps, formError } = useCheckedForm<AddToListValues>(
    listFormId(`liste-ajout-${productId}`, js),
    mine?.result,
  );
  // The choice posted comes back; a refused title means a new list.
  const posted = initialText(fields.liste);
  const [choice, setChoice] = useState<string>(() =>
    posted && (posted === NEW_LIST_CHOICE || lists.some((list) => String(list.id) === posted))
      ? posted
      : fields.titre.errors?.length || !lists[0]
        ? NEW_LIST_CHOICE
        : String(lists[0].id),
  );
  const titleField = (
    <Field
      label="Nom de la nouvelle liste"
      field={fields.titre}
      maxLength={LIST_TITLE_MAX}
      autoComplete="off"
    />
  );
  return (
    <FormComponent method="post" action={LISTS_PATH} className={styles.form} {...formProps}>
      <input type="hidden" name="intent" value="ajouter" />
      <input type="hidden" name="produit_id" value={productId} />
      {js ? <input type="hidden" name="js" value="1" /> : null}
      {formError ? (
        <p id={form.errorId} role="alert" className={styles.alert}>
          {formError}
        </p>
      ) : null}
      {lists.length ? (
        <fieldset className={styles.choices}>
          <legend>Choisissez une liste</legend>
          {lists.map((list) => (
            <label key={list.id} className={styles.choice}>
              <input
                type="radio"
                name="liste"
                value={list.id}
                checked={choice === String(list.id)}
                onChange={(e) => setChoice(e.currentTarget.value)}
              />
              {list.titre} ({productsText(list.count)})
            </label>
          ))}
          <label className={styles.choice}>
            <input
              type="radio"
              name="liste"
              value={NEW_LIST_CHOICE}
              checked={choice === NEW_LIST_CHOICE}
              onChange={(e) => setChoice(e.currentTarget.value)}
            />
            Une nouvelle liste
          </label>
        </fieldset>
      ) : (
        <input type="hidden" name="liste" value={NEW_LIST_CHOICE} />
      )}
      {/* Without JavaScript the title is always offered: it counts only with "Une nouvelle liste". */}
      {!js || choice === NEW_LIST_CHOICE ? titleField : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          Ajouter à la liste
        </Button>
        {cancel}
      </div>
    </FormComponent>
  );
}
