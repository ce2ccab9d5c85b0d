import { loyaltyConversionMessages, POINTS_POPIN_MS } from '@cabas/contracts';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { Popin } from '../../ui/popin.tsx';
import type { PointsConversionActionData, PointsConversionData } from './points-conversion.server.ts';
import { PointsConversionDone, PointsConversionSummary, pointsConversionPath } from './points-conversion.tsx';

/**
 * The points transformation popin (spec doc 2 §4): the summary read from the transformation's page,
 * the confirmation posted to it, then the success, focused and announced, which closes after 5 s
 * (the page's balances are read again by the post).
 */
export default function PointsConversionPopin({
  cardId,
  isOpen,
  onOpenChange,
}: {
  cardId: number;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const summary = useFetcher<PointsConversionData>();
  const confirm = useFetcher<PointsConversionActionData>();
  const doneRef = useRef<HTMLParagraphElement>(null);
  const path = pointsConversionPath(cardId);
  const done = confirm.state === 'idle' && confirm.data?.ok ? confirm.data.conversion : null;

  // The popin is mounted again at each opening (a new key, new fetchers): a new summary, a new key.
  const { load } = summary;
  useEffect(() => {
    if (isOpen) load(path);
  }, [isOpen, load, path]);

  // The page's renders while the success shows must not start its 5 s again.
  const close = useRef(onOpenChange);
  close.current = onOpenChange;
  useEffect(() => {
    if (!done) return;
    doneRef.current?.focus();
    const timer = setTimeout(() => close.current(false), POINTS_POPIN_MS);
    return () => clearTimeout(timer);
  }, [done]);

  const data = summary.data?.cardId === cardId ? summary.data : null;
  const error = confirm.state === 'idle' && confirm.data && !confirm.data.ok ? confirm.data.error : null;
  return (
    <Popin
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={done ? loyaltyConversionMessages.successTitle : loyaltyConversionMessages.title}
    >
      {done ? (
        <PointsConversionDone conversion={done} focusRef={doneRef} />
      ) : data ? (
        <PointsConversionSummary
          data={data}
          error={error}
          pending={confirm.state !== 'idle'}
          form={(fields) => (
            <confirm.Form method="post" action={path}>
              {fields}
            </confirm.Form>
          )}
        />
      ) : (
        <p role="status">Calcul de la transformation…</p>
      )}
    </Popin>
  );
}
