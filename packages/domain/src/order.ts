/** Order rules: the order code, the French date of an order, and the archived statuses. */

/** 'CMD-' and the date, then the order id padded: unique because the id is. */
export function orderCode(id: number, placedAt: Date): string {
  const day = placedAt.toISOString().slice(0, 10).replaceAll('-', '');
  return `CMD-${day}-${String(id).padStart(6, '0')}`;
}

const parisParts = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** date_commande as 'YYYY-MM-DD HH:mm:ss', in Paris time. */
export function orderDate(at: Date): string {
  const p = Object.fromEntries(parisParts.formatToParts(at).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** A status other than commandee counts as archived. */
export const isArchivedStatus = (status: string) => status.toUpperCase() !== 'COMMANDEE';

/** The default title of an order, until the client names it. */
export const defaultOrderTitle = (code: string) => `Commande ${code}`;
