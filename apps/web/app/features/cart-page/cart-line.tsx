import type { CartKind } from '@cabas/contracts';
import type { ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { formatPrice } from '../../lib/format.ts';
import { CachedMarkup } from '../../ui/cached-markup.tsx';
import { Price } from '../../ui/price.tsx';
import { useFetcherForm } from '../../ui/static-form.tsx';
import {
  type AddToCartProduct,
  AfterAddPopins,
  type CartActionData,
  CartControl,
  type CartControlView,
  type CartFormComponent,
  cartControlShown,
  cartFormAction,
  controlClassName,
  quantityLabel,
  useCartControl,
} from '../cart/index.ts';
import styles from './cart-page.module.css';
import type { CartLineView } from './cart-page-model.ts';

/** Everything a line shows (the server caches its markup under this: a value it shows is in here). */
interface LineContentView {
  line: CartLineView;
  kind: CartKind;
  substitutionChoice: boolean;
  /** The substitution choice shown (the pending one while it is sent). */
  accord: boolean;
  /** The quantity control, `null` for a line that cannot change (unavailable). */
  control: CartControlView | null;
  error: string | null;
  redirectTo: string;
}

interface LineForms {
  substitution: CartFormComponent;
  remove: CartFormComponent;
  control: CartFormComponent;
}

function lineProduct(line: CartLineView): AddToCartProduct {
  return {
    id: line.productId,
    designation: line.designation,
    inStock: true,
    cart: line.rules,
    giftCard:
      line.giftCardAmount === null ? undefined : { amount: line.giftCardAmount, quantity: line.quantity },
  };
}

/** One product of /panier: picture, name, price, quantity, substitution choice, removal. */
export function CartLineItem({
  line,
  kind,
  substitutionChoice,
}: {
  line: CartLineView;
  kind: CartKind;
  substitutionChoice: boolean;
}) {
  const remove = useFetcher<CartActionData>();
  const substitution = useFetcher<CartActionData>();
  const control = useCartControl(lineProduct(line), kind, 'line');
  const forms: LineForms = {
    substitution: useFetcherForm(substitution.submit),
    remove: useFetcherForm(remove.submit),
    control: control.Form,
  };
  if (remove.formData) return null; // Optimistic removal.

  const view: LineContentView = {
    line,
    kind,
    substitutionChoice,
    accord: substitution.formData
      ? substitution.formData.get('substitution_accord') === 'oui'
      : line.substitution,
    control: line.available && !control.national && cartControlShown(control.view) ? control.view : null,
    error: substitution.data?.error ?? remove.data?.error ?? null,
    redirectTo: control.view.redirectTo,
  };
  return (
    <li className={styles.line}>
      {/* A line seen again (the same product, quantity and price) comes from the server's markup cache. */}
      <CachedMarkup source={{ kind: 'ligne', data: view }} className={styles.static}>
        <LineContent
          view={view}
          forms={forms}
          popins={
            control.engaged && view.control ? (
              <AfterAddPopins view={view.control} fetcher={control.fetcher} />
            ) : null
          }
        />
      </CachedMarkup>
    </li>
  );
}

/** The fields every line form sends, in its action's query like a product control's. */
function lineAction({ line, kind, redirectTo }: LineContentView): string {
  return cartFormAction({
    produit_id: String(line.productId),
    ...(line.giftCardAmount !== null ? { montant: String(line.giftCardAmount) } : {}),
    type_panier: kind,
    redirectTo,
  });
}

/** What a line shows, from its view alone (no hooks: its markup can be cached on the server). */
function LineContent({
  view,
  forms,
  popins,
}: {
  view: LineContentView;
  forms: LineForms;
  popins: ReactNode;
}) {
  const { line, accord } = view;
  const SubstitutionForm = forms.substitution;
  const RemoveForm = forms.remove;
  return (
    <>
      <img src={line.image} alt="" width={80} height={80} loading="lazy" className={styles.lineImage} />
      <div className={styles.lineBody}>
        <p className={styles.lineBrand}>{line.brand}</p>
        <h3 id={`ligne-${line.id}`} className={styles.lineTitle}>
          <a href={line.url}>{line.designation}</a>
        </h3>
        {line.quantityLabel && <p className={styles.muted}>{line.quantityLabel}</p>}
        {line.unitPriceCents !== null && (
          <p className={styles.muted}>
            {formatPrice(line.unitPriceCents)}
            {line.rules.weighed ? ' / kg' : ' l’unité'}
          </p>
        )}
        {line.seller && (
          <p className={styles.muted}>
            Vendu et expédié par {line.seller.name}, sous {line.seller.days} jours ouvrés
          </p>
        )}
        {line.pickupDays.length > 0 && (
          <p className={styles.muted}>
            Retrait possible :{' '}
            {line.pickupDays
              .filter((day) => day.available)
              .map((day) => day.text)
              .join(', ') || 'aucune date disponible'}
          </p>
        )}
        {!line.available && line.unavailableReason && (
          <p className={styles.warning}>{line.unavailableReason}</p>
        )}
        {line.available && view.substitutionChoice && line.giftCardAmount === null && (
          <SubstitutionForm method="post" action={lineAction(view)} className={styles.inline}>
            <input type="hidden" name="intent" value="substitution" />
            <button
              type="submit"
              name="substitution_accord"
              value={accord ? 'non' : 'oui'}
              aria-pressed={accord}
              className={styles.toggle}
            >
              <span aria-hidden="true" className={styles.check}>
                {accord ? '✓' : ''}
              </span>
              J'accepte un produit de remplacement
            </button>
          </SubstitutionForm>
        )}
      </div>
      <div className={styles.lineSide}>
        {line.available ? (
          <>
            <Price cents={line.totalCents} strikeCents={line.totalBeforeCents} unit={null} />
            {line.rules.weighed && <p className={styles.muted}>{quantityLabel(line.quantity, true)}</p>}
            {view.control && (
              <div className={controlClassName('line')}>
                <CartControl view={view.control} Form={forms.control} />
                {popins}
              </div>
            )}
          </>
        ) : (
          <p className={styles.muted}>Quantité : {quantityLabel(line.quantity, line.rules.weighed)}</p>
        )}
        <RemoveForm method="post" action={lineAction(view)}>
          <button
            type="submit"
            name="intent"
            value="remove"
            className={styles.linkButton}
            aria-label={`Supprimer ${line.designation} du panier`}
          >
            Supprimer
          </button>
        </RemoveForm>
        {view.error && (
          <p role="alert" className={styles.error}>
            {view.error}
          </p>
        )}
      </div>
    </>
  );
}
