/** The slot planning of one service as the checkout pages show it. */
export interface SlotView {
  id: string;
  /** `8h30` */
  start: string;
  /** `9h30` */
  end: string;
  priceCents: number;
  remaining: number;
  available: boolean;
}

export interface SlotDay {
  /** `YYYY-MM-DD` */
  date: string;
  /** `mardi 25 novembre` */
  label: string;
  slots: SlotView[];
}

/** What a screen reader and the eye read for one slot: time, price, places left. */
export function slotLabel(slot: SlotView, formatPrice: (cents: number) => string): string {
  const price = slot.priceCents === 0 ? 'gratuit' : formatPrice(slot.priceCents);
  if (!slot.available) return `${slot.start} – ${slot.end}, complet`;
  const places = slot.remaining === 1 ? '1 place restante' : `${slot.remaining} places restantes`;
  return `${slot.start} – ${slot.end}, ${price}, ${places}`;
}

/** The announcement after a slot is held: until when it is kept for the shopper. */
export function holdAnnouncement(slotText: string, holdMinutes: number, until: string): string {
  return `Créneau du ${slotText} réservé pour vous pendant ${holdMinutes} minutes, jusqu'à ${until}. Finalisez votre commande avant cette heure.`;
}

/** The first day with a free slot, else the first day: the tab opened at first. */
export function firstOpenDay(days: SlotDay[]): string | null {
  return (days.find((day) => day.slots.some((slot) => slot.available)) ?? days[0])?.date ?? null;
}
