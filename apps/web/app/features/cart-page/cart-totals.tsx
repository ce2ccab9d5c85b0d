import type { CartKind } from '@cabas/contracts';
import { useId } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { formatPrice } from '../../lib/format.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { ProtectedLink } from '../auth/index.ts';
import { articlesLabel, CART_ACTION, type CartActionData } from '../cart/index.ts';
import styles from './cart-page.module.css';
import type { CartPageData } from './cart-page-model.ts';
import { EmptyCart } from './empty-cart.tsx';

function Hidden({ kind }: { kind: CartKind }) {
  const location = useLocation();
  const hydrated = useHydrated();
  return (
    <>
      <input type="hidden" name="type_panier" value={kind} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {hydrated && <input type="hidden" name="js" value="1" />}
    </>
  );
}

/** The promo code form (only where the store accepts codes) and the codes applied. */
function PromoCode({ data }: { data: CartPageData }) {
  const id = useId();
  const apply = useFetcher<CartActionData>();
  const remove = useFetcher<CartActionData>();
  const error = apply.state === 'idle' ? apply.data?.error : null;
  return (
    <div className={styles.promo}>
      {data.reductions.map((reduction) => (
        <div key={reduction.code} className={styles.reduction}>
          <p>
            Code promo <strong>{reduction.code}</strong> : {reduction.label}
            {reduction.applicable ? ` (−${formatPrice(reduction.valueCents)})` : ''}
          </p>
          {reduction.message && <p className={styles.warning}>{reduction.message}</p>}
          <remove.Form method="post" action={CART_ACTION}>
            <Hidden kind={data.kind} />
            <button
              type="submit"
              name="intent"
              value="promo-remove"
              className={styles.linkButton}
              aria-label={`Retirer le code promo ${reduction.code}`}
            >
              Retirer
            </button>
          </remove.Form>
        </div>
      ))}
      {data.reductions.length === 0 && (
        <apply.Form method="post" action={CART_ACTION} className={styles.promoForm}>
          <Hidden kind={data.kind} />
          <input type="hidden" name="intent" value="promo" />
          <label htmlFor={id}>Code promo</label>
          <div className={styles.promoRow}>
            <input
              id={id}
              name="code_promo"
              autoComplete="off"
              className={styles.input}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-erreur` : undefined}
            />
            <Button type="submit" variant="secondary" disabled={apply.state !== 'idle'}>
              Appliquer
            </Button>
          </div>
          {error && (
            <p id={`${id}-erreur`} role="alert" className={styles.error}>
              {error}
            </p>
          )}
        </apply.Form>
      )}
    </div>
  );
}

/** The cart's totals, options and actions (aside of /panier). */
export function CartTotals({ data }: { data: CartPageData }) {
  return (
    <aside className={styles.totals} aria-labelledby="recapitulatif">
      <h2 id="recapitulatif" className={styles.totalsTitle}>
        Récapitulatif
      </h2>
      <dl className={styles.amounts}>
        <div>
          <dt>{articlesLabel(data.articleCount)}</dt>
          <dd>{formatPrice(data.totalBeforeCents)}</dd>
        </div>
        {data.discountCents > 0 && (
          <div>
            <dt>Réductions</dt>
            <dd>−{formatPrice(data.discountCents)}</dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>Total TTC</dt>
          <dd>{formatPrice(data.totalCents)}</dd>
        </div>
      </dl>
      {data.bagDeposit && (
        <p className={styles.muted}>
          {data.bagDeposit.label} : {formatPrice(data.bagDeposit.unitCents)} par sac, jusqu'à{' '}
          {data.bagDeposit.maxReturned} sacs rendus par passage.
        </p>
      )}
      {data.sellerDelay && <p className={styles.muted}>Livraison : {data.sellerDelay}</p>}
      {data.allowPromo && <PromoCode data={data} />}
      {data.groups.length > 0 && (
        <ProtectedLink
          to={`/commander?type_panier=${data.kind}`}
          className={buttonClass({ variant: 'accent', block: true })}
        >
          Commander
        </ProtectedLink>
      )}
      <EmptyCart kind={data.kind} confirmInline={data.confirmEmpty} />
    </aside>
  );
}
