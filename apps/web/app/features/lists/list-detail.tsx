import { listMessages } from '@cabas/contracts';
import { Link } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { CachedMarkup } from '../../ui/cached-markup.tsx';
import { Price } from '../../ui/price.tsx';
import { formMessage, initialText, useCheckedForm } from '../../ui/use-checked-form.ts';
import { useShopSelector } from '../stores/index.ts';
import type { ListDetailActionData, ListDetailData, ListItemView } from './list-detail.server.ts';
import styles from './lists.module.css';
import { LISTS_PATH, productsText } from './lists-links.ts';

const CART_FORM = 'liste-panier';
/** The id of the one line form the server refused (the others have none). */
const REFUSED_LINE_FORM = 'liste-ligne-refusee';
const MODIFY_CLASS = buttonClass({ variant: 'secondary', size: 'small' });

/** The fields of the add-to-cart form. */
interface CartValues {
  intent: string;
  choix: string;
  lignes: string[];
}

/** The fields of a line's form. */
interface LineValues {
  quantite: string;
  indexPoids: string;
  modifier: string;
  retirer: string;
}

/** The message for a whole refused form (Conform keeps it under the empty name). */

/** The refused line's form as Conform reads it back: its props, fields and messages. */
type RefusedLine = ReturnType<typeof useCheckedForm<LineValues>>;

/**
 * One shopping list: its items with price and availability in the current store, each with its
 * quantity (and weight) form and a remove button; a check box per item and the two add-to-cart
 * buttons (the whole list, the chosen items). The check boxes belong to the add-to-cart form
 * through `form=`, the line forms being separate forms.
 */
export function ListDetail({
  data,
  actionData,
}: {
  data: ListDetailData;
  actionData: ListDetailActionData | null;
}) {
  const hydrated = useHydrated();
  const selector = useShopSelector();
  const here = `${LISTS_PATH}/${data.id}`;
  const cartAnswer = actionData?.intent === 'panier' && data.items.length > 0 ? actionData : null;
  const cart = useCheckedForm<CartValues>(CART_FORM, cartAnswer?.result);
  // A line's refusal shows in its form; one whose line is gone, on the page.
  const lineAnswer =
    actionData && actionData.intent !== 'panier' && data.items.some((i) => i.id === actionData.ligne)
      ? actionData
      : null;
  const line = useCheckedForm<LineValues>(REFUSED_LINE_FORM, lineAnswer?.result);
  const pageError = actionData && !cartAnswer && !lineAnswer ? formMessage(actionData.result) : null;

  // National mode: with JavaScript, the add buttons open the shop selector (back here once chosen).
  const chooseStore = data.national && hydrated;
  const addButton = (choice: 'tout' | 'selection', label: string, variant: 'primary' | 'secondary') =>
    chooseStore ? (
      <Button
        variant={variant}
        aria-haspopup="dialog"
        onClick={() => selector.open({ redirectTo: here })}
        onPointerEnter={selector.preload}
        onFocus={selector.preload}
      >
        {label}
      </Button>
    ) : (
      <Button type="submit" form={CART_FORM} name="choix" value={choice} variant={variant}>
        {label}
      </Button>
    );

  return (
    <div className={styles.page}>
      <p>
        <Link to={LISTS_PATH}>Retour à mes listes de courses</Link>
      </p>
      <h1>{data.titre}</h1>
      <p>
        {productsText(data.count)}
        {data.missing > 0
          ? ` dont ${data.missing} indisponible${data.missing > 1 ? 's' : ''} dans votre magasin`
          : ''}
      </p>
      <p role="status" className={styles.status}>
        {data.added ? listMessages.addedToCart(data.added.count) : data.notice}
      </p>
      {data.added && data.added.refused.length > 0 ? (
        <p role="alert" className={styles.alert}>
          {listMessages.missingProducts(data.added.refused)}
        </p>
      ) : null}
      {pageError ? (
        <p role="alert" className={styles.alert}>
          {pageError}
        </p>
      ) : null}

      {data.items.length === 0 ? (
        <p className={styles.muted}>
          Cette liste est vide : ajoutez-y des produits depuis leur fiche ou les rayons avec « Ajouter à une
          liste ».
        </p>
      ) : (
        <>
          <form method="post" className={styles.toolbar} {...cart.formProps}>
            {cart.formError ? (
              <p id={cart.form.errorId} role="alert" className={`${styles.alert} ${styles.toolbarAlert}`}>
                {cart.formError}
              </p>
            ) : null}
            <input type="hidden" name="intent" value="panier" />
            {data.national ? (
              <p className={styles.muted}>
                Choisissez d’abord votre magasin : vos produits y seront ajoutés au panier.
              </p>
            ) : null}
            {addButton('tout', 'Ajouter toute la liste au panier', 'primary')}
            {addButton('selection', 'Ajouter la sélection au panier', 'secondary')}
          </form>
          <ul className={styles.items} aria-label="Produits de la liste">
            {data.items.map((item) => (
              <ListItem key={item.id} item={item} refused={lineAnswer?.ligne === item.id ? line : null} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * One item: its quantity (and weight) and its removal are one small form whose two buttons carry the
 * line's id (`modifier` or `retirer`), the first one being the form's default (Enter in the quantity
 * changes it). The content is a pure function of the item (plain forms and links, no handlers): the
 * server writes a line seen before from its markup cache (a list page is shown again after each
 * change of one line), the browser keeps that markup instead of hydrating it. A line whose form was
 * refused is rendered as usual, its form read back with Conform (what was typed, its messages).
 */
function ListItem({ item, refused }: { item: ListItemView; refused: RefusedLine | null }) {
  return (
    <li>
      <CachedMarkup
        source={{ kind: 'liste-ligne', data: item }}
        serverCache={!refused}
        keepServerMarkup={!refused}
        className={styles.item}
      >
        <ListItemContent item={item} refused={refused} />
      </CachedMarkup>
    </li>
  );
}

function ListItemContent({ item, refused }: { item: ListItemView; refused: RefusedLine | null }) {
  const errorId = `ligne-${item.id}-erreur`;
  const fields = refused?.fields;
  const quantityError = fields?.quantite.errors?.[0];
  const weightError = fields?.indexPoids.errors?.[0];
  const error = quantityError ?? weightError ?? refused?.formError ?? null;
  const postedWeight = fields ? initialText(fields.indexPoids) : undefined;
  return (
    <>
      <input
        type="checkbox"
        name="lignes"
        value={item.id}
        form={CART_FORM}
        aria-label={`Choisir ${item.name}`}
        className={styles.check}
      />
      <img src={item.image} alt="" width={72} height={72} loading="lazy" decoding="async" />
      <div className={styles.details}>
        <h2>
          <a href={item.href}>{item.name}</a>
        </h2>
        <p className={styles.muted}>
          {item.quantityLabel ? `${item.brand} · ${item.quantityLabel}` : item.brand}
        </p>
        {item.priceCents !== null ? (
          <Price cents={item.priceCents} strikeCents={item.strikeCents} unit={item.unit} />
        ) : null}
        {item.available ? (
          <p className={styles.available}>Disponible dans votre magasin</p>
        ) : (
          <p className={styles.unavailable}>Indisponible dans votre magasin</p>
        )}
        <form method="post" className={styles.lineForm} {...refused?.formProps}>
          <label>
            Quantité<span className="sr-only">{` de ${item.name}`}</span>
            <input
              type="number"
              name="quantite"
              inputMode="decimal"
              min={item.step}
              step={item.step}
              defaultValue={(fields && initialText(fields.quantite)) ?? item.quantity}
              required
              aria-invalid={quantityError ? true : undefined}
              aria-describedby={quantityError ? errorId : undefined}
            />
          </label>
          {item.weights.length > 0 ? (
            <label>
              Poids<span className="sr-only">{` de ${item.name}`}</span>
              <select
                name="indexPoids"
                defaultValue={postedWeight ?? item.indexPoids}
                aria-invalid={weightError && !quantityError ? true : undefined}
                aria-describedby={weightError && !quantityError ? errorId : undefined}
              >
                {item.weights.map((weight, index) => (
                  <option key={weight} value={index}>
                    {weight}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <button type="submit" name="modifier" value={item.id} className={MODIFY_CLASS}>
            Modifier<span className="sr-only">{` la quantité de ${item.name}`}</span>
          </button>
          {error ? (
            <span
              id={quantityError || weightError ? errorId : refused?.form.errorId}
              className={styles.fieldError}
              role={quantityError || weightError ? undefined : 'alert'}
            >
              {error}
            </span>
          ) : null}
          <button type="submit" name="retirer" value={item.id} formNoValidate className={styles.linkButton}>
            Retirer<span className="sr-only">{` ${item.name}`}</span> de la liste
          </button>
        </form>
      </div>
    </>
  );
}
