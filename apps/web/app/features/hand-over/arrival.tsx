import { formatFrenchClock, isoDateTime } from '../../lib/french-date.ts';
import { Badge } from '../../ui/badge.tsx';

/**
 * « Client arrivé à 9 h 05 »: the customer said she is at the drive (decision 116). A pure function of
 * its value (no hooks): the day list renders it into its slots' cached markup.
 */
export function ArrivalBadge({ at }: { at: string }) {
  return (
    <span>
      <Badge tone="info">Client arrivé</Badge>{' '}
      <span>
        à <time dateTime={isoDateTime(at)}>{formatFrenchClock(at)}</time>
      </span>
    </span>
  );
}
