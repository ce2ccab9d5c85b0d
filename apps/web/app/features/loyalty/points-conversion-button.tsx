import { loyaltyConversionMessages } from '@cabas/contracts';
import { conversionRateFor } from '@cabas/domain';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import type { ShopLoyaltyCard } from './loyalty-api.server.ts';
import { pointsConversionPath } from './points-conversion.tsx';

const PointsConversionPopin = lazy(() => import('./points-conversion-popin.tsx'));

/** Whether a card's points may be transformed now: a card type with a rate, enough points. */
export function mayConvertPoints(card: Pick<ShopLoyaltyCard, 'type_carte' | 'expired' | 'solde_point'>) {
  const rate = conversionRateFor({ typeCarte: card.type_carte, expired: card.expired });
  return rate !== null && card.solde_point >= rate.minimumPoints;
}

/**
 * « Transformer mes points » on an eligible card: the popin once the page is interactive, else a
 * link to the transformation's page.
 */
export function PointsConversionButton({ card }: { card: ShopLoyaltyCard }) {
  const hydrated = useHydrated();
  // `opening` counts the openings: each one mounts the popin afresh (a new summary, a new key).
  const [popin, setPopin] = useState({ open: false, opening: 0 });
  const onOpenChange = useCallback((open: boolean) => setPopin((p) => ({ ...p, open })), []);
  // Once opened, the button and its popin stay even when the card has too few points left: the
  // success shows its 5 s, and focus goes back to the button when the popin closes.
  if (!mayConvertPoints(card) && popin.opening === 0) return null;
  const label = loyaltyConversionMessages.title;
  if (!hydrated)
    return (
      <ButtonLink to={pointsConversionPath(card.id)} variant="secondary">
        {label}
      </ButtonLink>
    );
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => setPopin((p) => ({ open: true, opening: p.opening + 1 }))}
      >
        {label}
      </Button>
      {popin.opening > 0 && (
        <Suspense fallback={null}>
          <PointsConversionPopin
            key={popin.opening}
            cardId={card.id}
            isOpen={popin.open}
            onOpenChange={onOpenChange}
          />
        </Suspense>
      )}
    </>
  );
}
