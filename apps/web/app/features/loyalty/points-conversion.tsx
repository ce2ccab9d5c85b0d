import { loyaltyConversionMessages, pointsBelowMinimumMessage } from '@cabas/contracts';
import { type ReactNode, type Ref, useId } from 'react';
import { Form, Link } from 'react-router';
import { formatPrice } from '../../lib/format.ts';
import pages from '../../ui/account-pages.module.css';
import { Button } from '../../ui/button.tsx';
import styles from './points-conversion.module.css';
import type { PointsConversionActionData, PointsConversionData } from './points-conversion.server.ts';
import type { PointsConversion } from './points-conversion-api.server.ts';

export const LOYALTY_PAGE = '/mon-compte/ma-fidelite';
export const pointsConversionPath = (cardId: number) => `${LOYALTY_PAGE}/points/${cardId}`;

const points = (n: number) => `${n} point${n > 1 ? 's' : ''}`;

/** The success, in the popin for 5 s and on the page without JavaScript. */
export function conversionSuccessText(c: PointsConversion): string {
  return `Vos ${points(c.points)} ont été transformés : ${formatPrice(c.cents)} ont été ajoutés à la cagnotte de votre carte.`;
}

/**
 * The summary of a transformation: what the card holds, its rate, what moves; then the confirmation,
 * a form (`form` wraps its fields: the page's form or the popin's fetcher form).
 */
export function PointsConversionSummary({
  data,
  error,
  pending,
  form,
}: {
  data: PointsConversionData;
  error?: string | null;
  pending?: boolean;
  form: (fields: ReactNode) => ReactNode;
}) {
  const errorId = useId();
  const s = data.simulation;
  if (!s)
    return (
      <p role="alert" className={pages.alert}>
        {data.refusal}
      </p>
    );
  return (
    <div className={styles.summary}>
      <dl className={styles.figures}>
        <dt>Carte</dt>
        <dd>{data.cardName}</dd>
        <dt>Vos points</dt>
        <dd>{points(s.balancePoints)}</dd>
        <dt>Barème</dt>
        <dd>
          {points(s.rate.points)} = {formatPrice(s.rate.cents)}, à partir de {points(s.minimumPoints)}
        </dd>
      </dl>
      {s.points === 0 ? (
        <p>
          {loyaltyConversionMessages.nothingToConvert} {pointsBelowMinimumMessage(s.minimumPoints)}
        </p>
      ) : (
        <>
          <p>
            Vous transformez <strong>{points(s.points)}</strong> en <strong>{formatPrice(s.cents)}</strong>{' '}
            sur la cagnotte de cette carte. Il vous restera {points(s.balancePoints - s.points)}.
          </p>
          {error && (
            <p id={errorId} role="alert" className={pages.alert}>
              {error}
            </p>
          )}
          {form(
            <>
              <input type="hidden" name="points" value={s.points} />
              <input type="hidden" name="cle_idempotence" value={data.key} />
              <div className={pages.actions}>
                <Button type="submit" disabled={pending} aria-describedby={error ? errorId : undefined}>
                  {pending ? 'Transformation en cours…' : 'Confirmer la transformation'}
                </Button>
              </div>
            </>,
          )}
        </>
      )}
    </div>
  );
}

/** The success, focused when it appears so that a screen reader reads it. */
export function PointsConversionDone({
  conversion,
  focusRef,
  children,
}: {
  conversion: PointsConversion;
  focusRef?: Ref<HTMLParagraphElement>;
  children?: ReactNode;
}) {
  return (
    <div className={styles.summary}>
      <p ref={focusRef} tabIndex={-1} role="status" className={`${pages.status} ${styles.done}`}>
        {conversionSuccessText(conversion)}
      </p>
      <p>
        Votre cagnotte sur cette carte : <strong>{formatPrice(conversion.balanceCents)}</strong> ; points
        restants : <strong>{conversion.balancePoints}</strong>.
      </p>
      {children}
    </div>
  );
}

/** `/mon-compte/ma-fidelite/points/:id`: the summary as a page (without JavaScript), then its result. */
export function PointsConversionPage({
  data,
  actionData,
}: {
  data: PointsConversionData;
  actionData?: PointsConversionActionData;
}) {
  return (
    <div className={pages.page}>
      <h1>{actionData?.ok ? loyaltyConversionMessages.successTitle : loyaltyConversionMessages.title}</h1>
      {actionData?.ok ? (
        <PointsConversionDone conversion={actionData.conversion}>
          <p>
            <Link to={LOYALTY_PAGE}>Retour à ma fidélité</Link>
          </p>
        </PointsConversionDone>
      ) : (
        <>
          <PointsConversionSummary
            data={data}
            error={actionData?.error}
            form={(fields) => (
              <Form method="post" action={pointsConversionPath(data.cardId)}>
                {fields}
              </Form>
            )}
          />
          <p>
            <Link to={LOYALTY_PAGE}>Retour à ma fidélité</Link>
          </p>
        </>
      )}
    </div>
  );
}
