import type { CartKind } from '@cabas/contracts';
import { useFetcher, useLocation } from 'react-router';
import { formatPrice } from '../../lib/format.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Price } from '../../ui/price.tsx';
import { AddToCart } from './add-to-cart.tsx';
import { CART_ACTION, type CartActionData } from './cart-action.ts';
import styles from './cart-page.module.css';
import type { CartLineView } from './cart-page-model.ts';
import { quantityLabel } from './cart-rules.ts';

/** The hidden fields every line form sends. */
function LineFields({ line, kind }: { line: CartLineView; kind: string }) {
  const location = useLocation();
  const hydrated = useHydrated();
  return (
    <>
      <input type="hidden" name="produit_id" value={line.productId} />
      {line.giftCardAmount !== null && <input type="hidden" name="montant" value={line.giftCardAmount} />}
      <input type="hidden" name="type_panier" value={kind} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {hydrated && <input type="hidden" name="js" value="1" />}
    </>
  );
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
  const accord = substitution.formData
    ? substitution.formData.get('substitution_accord') === 'oui'
    : line.substitution;
  const titleId = `ligne-${line.id}`;
  if (remove.formData) return null; // Optimistic removal.
  return (
    <li className={styles.line}>
      <img src={line.image} alt="" width={80} height={80} loading="lazy" className={styles.lineImage} />
      <div className={styles.lineBody}>
        <p className={styles.lineBrand}>{line.brand}</p>
        <h3 id={titleId} className={styles.lineTitle}>
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
        {line.available && substitutionChoice && line.giftCardAmount === null && (
          <substitution.Form method="post" action={CART_ACTION} className={styles.inline}>
            <LineFields line={line} kind={kind} />
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
          </substitution.Form>
        )}
      </div>
      <div className={styles.lineSide}>
        {line.available ? (
          <>
            <Price cents={line.totalCents} strikeCents={line.totalBeforeCents} unit={null} />
            {line.rules.weighed && <p className={styles.muted}>{quantityLabel(line.quantity, true)}</p>}
            <AddToCart
              product={{
                id: line.productId,
                designation: line.designation,
                inStock: true,
                cart: line.rules,
                giftCard:
                  line.giftCardAmount === null
                    ? undefined
                    : { amount: line.giftCardAmount, quantity: line.quantity },
              }}
              kind={kind}
              variant="line"
            />
          </>
        ) : (
          <p className={styles.muted}>Quantité : {quantityLabel(line.quantity, line.rules.weighed)}</p>
        )}
        <remove.Form method="post" action={CART_ACTION}>
          <LineFields line={line} kind={kind} />
          <button
            type="submit"
            name="intent"
            value="remove"
            className={styles.linkButton}
            aria-label={`Supprimer ${line.designation} du panier`}
          >
            Supprimer
          </button>
        </remove.Form>
        {(substitution.data?.error || remove.data?.error) && (
          <p role="alert" className={styles.error}>
            {substitution.data?.error ?? remove.data?.error}
          </p>
        )}
      </div>
    </li>
  );
}
