/**
 * EAN-13 / EAN-8 check digits, and barcodes of our own for hand-written and generated products. Our
 * codes start with 2 (GS1 "restricted circulation" range, 200–299), which real consumer products in
 * the data do not use for EAN-13, and are checked against the real ones anyway.
 */

/** The check digit of an EAN body (12 digits for EAN-13, 7 for EAN-8). */
export function eanCheckDigit(body: string): number {
  if (!/^\d+$/.test(body)) throw new Error(`Code EAN invalide : ${body}`);
  let sum = 0;
  // Weights alternate 3, 1, … starting from the rightmost digit of the body.
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidEan(ean: string): boolean {
  if (!/^(\d{8}|\d{13})$/.test(ean)) return false;
  return eanCheckDigit(ean.slice(0, -1)) === Number(ean.at(-1));
}

/** Prefixes of our own EAN-13 ranges (3 digits each). */
export const EAN_PREFIX = {
  nonFood: '210',
  specialFood: '211',
  variant: '220',
  proHandWritten: '230',
  proVariant: '231',
  giftCard: '250',
} as const;

/** A valid EAN-13: a 3-digit prefix, a 9-digit serial, a check digit. */
export function makeEan13(prefix: string, serial: number): string {
  if (!/^\d{3}$/.test(prefix)) throw new Error(`Préfixe EAN invalide : ${prefix}`);
  if (!Number.isInteger(serial) || serial < 0 || serial > 999_999_999) {
    throw new Error(`Numéro EAN hors limites : ${serial}`);
  }
  const body = prefix + String(serial).padStart(9, '0');
  return body + eanCheckDigit(body);
}

/** Hands out fresh EAN-13s in a range, skipping any already taken (real products included). */
export class EanAllocator {
  private readonly next = new Map<string, number>();

  constructor(private readonly taken: Set<string>) {}

  allocate(prefix: string): string {
    let serial = this.next.get(prefix) ?? 1;
    let ean = makeEan13(prefix, serial);
    while (this.taken.has(ean)) ean = makeEan13(prefix, ++serial);
    this.next.set(prefix, serial + 1);
    this.taken.add(ean);
    return ean;
  }
}
