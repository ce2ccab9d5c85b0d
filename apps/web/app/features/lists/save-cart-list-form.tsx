import { type CartKind, LIST_TITLE_MAX, listMessages } from '@cabas/contracts';
import { type ComponentType, type ReactNode, type RefAttributes, useId, useState } from 'react';
import type { FormProps } from 'react-router';
import { useLocation } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { initialText, useCheckedForm } from '../../ui/use-checked-form.ts';
import styles from './save-cart-list.module.css';
import {
  formHref,
  type ListChoicesData,
  NEW_LIST_CHOICE,
  productCountLabel,
  SAVE_CART_LIST_ACTION,
  type SaveCartListResult,
  type SaveCartListValues,
} from './save-cart-list.ts';

/** Without JavaScript the notice cannot follow the choice: it is said once for every list. */
const OVERWRITE_HINT = 'Choisir une liste existante remplace son contenu par celui de votre panier.';

export interface SaveCartListFormProps {
  /** React Router's `Form` (no JavaScript) or a fetcher's. */
  FormComponent: ComponentType<FormProps & RefAttributes<HTMLFormElement>>;
  choices: ListChoicesData;
  kind: CartKind;
  result: SaveCartListResult | null;
  /** Sent by a fetcher: the action answers JSON. */
  js: boolean;
  busy?: boolean;
  /** The cancel control (a button in the popin, a link inline). */
  cancel: ReactNode;
}

/**
 * Saving the cart in a list: choose one of the shopper's lists (its content is then
 * replaced, with a notice) or a new one with its title.
 */
export function SaveCartListForm({
  FormComponent,
  choices,
  kind,
  result,
  js,
  busy,
  cancel,
}: SaveCartListFormProps) {
  const id = useId();
  const titleId = `titre${id}`;
  const location = useLocation();
  // A refused title takes the focus (the hook), so its message is read out.
  const { form, fields, formProps, formError } = useCheckedForm<SaveCartListValues>(
    js ? 'popin-enregistrer-panier-liste' : 'enregistrer-panier-liste',
    result && !result.ok ? result.result : undefined,
  );
  // The list posted comes back chosen; else a new list.
  const posted = initialText(fields.choix);
  const [choice, setChoice] = useState(() =>
    posted && choices.lists.some((list) => String(list.id) === posted) ? posted : NEW_LIST_CHOICE,
  );
  const chosen = choices.lists.find((list) => String(list.id) === choice);

  return (
    <FormComponent method="post" action={SAVE_CART_LIST_ACTION} className={styles.form} {...formProps}>
      <input type="hidden" name="type_panier" value={kind} />
      <input type="hidden" name="redirectTo" value={formHref(location.pathname + location.search, false)} />
      {js && <input type="hidden" name="js" value="1" />}
      {choices.error && (
        <p role="alert" className={styles.error}>
          {choices.error}
        </p>
      )}
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>Enregistrer mon panier dans</legend>
        {choices.lists.map((list) => (
          <div key={list.id} className={styles.choice}>
            <input
              type="radio"
              id={`liste-${list.id}${id}`}
              name="choix"
              value={list.id}
              checked={choice === String(list.id)}
              onChange={() => setChoice(String(list.id))}
            />
            <label htmlFor={`liste-${list.id}${id}`}>
              {list.titre} <span className={styles.muted}>({productCountLabel(list.count)})</span>
            </label>
          </div>
        ))}
        <div className={styles.choice}>
          <input
            type="radio"
            id={`nouvelle${id}`}
            name="choix"
            value={NEW_LIST_CHOICE}
            checked={choice === NEW_LIST_CHOICE}
            onChange={() => setChoice(NEW_LIST_CHOICE)}
          />
          <label htmlFor={`nouvelle${id}`}>Une nouvelle liste</label>
        </div>
      </fieldset>
      <Field
        id={titleId}
        label="Titre de la nouvelle liste"
        field={fields.titre}
        autoComplete="off"
        maxLength={LIST_TITLE_MAX}
        onFocus={() => setChoice(NEW_LIST_CHOICE)}
      />
      {js ? (
        // The live region stays in place, empty, so that the notice is read out when it appears.
        <div role="status">
          {chosen && <p className={styles.notice}>{listMessages.overwriteNotice(chosen.titre)}</p>}
        </div>
      ) : (
        choices.lists.length > 0 && <p className={styles.notice}>{OVERWRITE_HINT}</p>
      )}
      {formError && (
        <p id={form.errorId} role="alert" className={styles.error}>
          {formError}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={busy}>
          Enregistrer
        </Button>
        {cancel}
      </div>
    </FormComponent>
  );
}
