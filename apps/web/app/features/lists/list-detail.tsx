import { listMessages } from '@cabas/contracts';
import { Link } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { CachedMarkup } from '../../ui/cached-markup.tsx';
import { Price } from '../../ui/price.tsx';
import { useShopSelector } from '../stores/shop-selector.tsx';
import type { ListDetailActionData, ListDetailData, ListItemView } from './list-detail.server.ts';
import styles from './lists.module.css';
import { LISTS_PATH, productsText } from './lists-links.ts';

const CART_FORM = 'liste-panier';
const MODIFY_CLASS = buttonClass({ variant: 'secondary', size: 'small' });

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
  const cartError = actionData?.intent === 'panier' ? actionData.error : null;
  const pageError =
    actionData && actionData.intent !== 'panier' && !actionData.fieldError ? actionData.error : null;

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
      {cartError || pageError ? (
        <p role="alert" className={styles.alert}>
          {cartError ?? pageError}
        </p>
      ) : null}

      {data.items.length === 0 ? (
        <p className={styles.muted}>
          Cette liste est vide : ajoutez-y des produits depuis leur fiche ou les rayons avec « Ajouter à une
          liste ».
        </p>
      ) : (
        <>
          <form id={CART_FORM} method="post" className={styles.toolbar}>
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
              <ListItem key={item.id} item={item} actionData={actionData} />
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
 * refused is rendered as usual, with its error.
 */
function ListItem({ item, actionData }: { item: ListItemView; actionData: ListDetailActionData | null }) {
  const error = actionData?.ligne === item.id ? actionData.fieldError : null;
  return (
    <li>
      <CachedMarkup
        source={{ kind: 'liste-ligne', data: item }}
        serverCache={!error}
        keepServerMarkup={!error}
        className={styles.item}
      >
        <ListItemContent item={item} error={error} />
      </CachedMarkup>
    </li>
  );
}

function ListItemContent({ item, error }: { item: ListItemView; error: string | null }) {
  const errorId = `ligne-${item.id}-erreur`;
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
        <form method="post" className={styles.lineForm}>
          <label>
            Quantité<span className="sr-only">{` de ${item.name}`}</span>
            <input
              type="number"
              name="quantite"
              inputMode="decimal"
              min={item.step}
              step={item.step}
              defaultValue={item.quantity}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
          </label>
          {item.weights.length > 0 ? (
            <label>
              Poids<span className="sr-only">{` de ${item.name}`}</span>
              <select name="indexPoids" defaultValue={item.indexPoids}>
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
            <span id={errorId} className={styles.fieldError}>
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
