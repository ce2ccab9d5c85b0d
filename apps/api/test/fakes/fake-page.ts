/**
 * The HTML shared by the fakes' hosted pages: French, accessible (one <main>, one <h1>, labelled
 * fields, text contrast above 7:1) so that a journey may run axe on them like on the shop's pages.
 */

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);

const STYLE = `
body{font-family:system-ui,sans-serif;color:#1a1a1a;background:#fff;margin:0;line-height:1.5}
header{background:#f2f2f2;padding:.5rem 1rem;border-bottom:1px solid #767676}
main{max-width:32rem;margin:1rem auto;padding:0 1rem}
label,legend{display:block;font-weight:600;margin-top:.75rem}
input[type=text]{display:block;width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #595959;border-radius:4px;font-size:1rem}
fieldset{border:1px solid #767676;border-radius:4px;margin-top:1rem}
.choice label,.check label{display:inline;font-weight:400;margin-left:.25rem}
button{margin-top:1rem;padding:.6rem 1.2rem;font-size:1rem;border:0;border-radius:4px;background:#0b4f8a;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0b4f8a;border:2px solid #0b4f8a}
a{color:#0b4f8a}
.error{color:#a4001d;font-weight:600;border-left:4px solid #a4001d;padding-left:.5rem}
.amount{font-size:1.25rem;font-weight:700}
`;

export function page(provider: string, title: string, content: string): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – ${escapeHtml(provider)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><p>${escapeHtml(provider)} · environnement de test local</p></header>
<main>
<h1>${escapeHtml(title)}</h1>
${content}
</main>
</body>
</html>`;
}

/** What the shopper typed, shown again after a refusal (never the CVC, as a real page). */
export interface CardEntry {
  number: string;
  expiry: string;
  cvc: string;
}

export const ERROR_ID = 'erreur-paiement';

export function errorMessage(message: string | null): string {
  return message ? `<p class="error" id="${ERROR_ID}" role="alert">${escapeHtml(message)}</p>` : '';
}

export function cardFields(entry: Partial<CardEntry>, hasError: boolean, withCvc = true): string {
  const described = hasError ? ` aria-describedby="${ERROR_ID}"` : '';
  const field = (id: string, name: string, label: string, autocomplete: string, value = '') =>
    `<label for="${id}">${label}</label>
<input type="text" id="${id}" name="${name}" autocomplete="${autocomplete}" inputmode="numeric" value="${escapeHtml(value)}"${described}>`;
  return [
    field('numero-carte', 'cardNumber', 'Numéro de carte', 'cc-number', entry.number),
    field('expiration-carte', 'cardExpiry', "Date d'expiration (MM/AA)", 'cc-exp', entry.expiry),
    withCvc ? field('cryptogramme', 'cardCvc', 'Cryptogramme visuel (3 chiffres au dos)', 'cc-csc') : '',
  ].join('\n');
}

export interface ListedCard {
  id: string;
  brand: string;
  last4: string;
  expiry: string;
}

/** The shopper's saved cards as radio buttons, plus "a new card"; the latest is pre-selected. */
export function savedCardChoice(name: string, cards: ListedCard[]): string {
  if (cards.length === 0) return '';
  const options = cards.map(
    (
      card,
      index,
    ) => `<div class="choice"><input type="radio" id="carte-${index}" name="${name}" value="${escapeHtml(card.id)}"${index === cards.length - 1 ? ' checked' : ''}>
<label for="carte-${index}">${escapeHtml(card.brand.toUpperCase())} se terminant par ${escapeHtml(card.last4)}, expire fin ${escapeHtml(card.expiry)}</label></div>`,
  );
  return `<fieldset><legend>Vos cartes enregistrées</legend>
${options.join('\n')}
<div class="choice"><input type="radio" id="carte-nouvelle" name="${name}" value="nouvelle">
<label for="carte-nouvelle">Une autre carte</label></div>
</fieldset>`;
}

export function saveCardBox(label: string): string {
  return `<div class="check"><input type="checkbox" id="enregistrer-carte" name="saveCard" value="oui">
<label for="enregistrer-carte">${escapeHtml(label)}</label></div>`;
}

/** The issuer's 3-D Secure step, reduced to its two outcomes. */
export function challengePage(
  provider: string,
  action: string,
  amountCents: number,
  hidden: Record<string, string>,
) {
  const fields = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('\n');
  return page(
    provider,
    'Authentification 3-D Secure',
    `<p>Votre banque vous demande de confirmer le paiement de <span class="amount">${euros(amountCents)}</span>.</p>
<p>Environnement de test : choisissez le résultat de l'authentification.</p>
<form method="post" action="${escapeHtml(action)}">
${fields}
<button type="submit" name="outcome" value="valider">Valider</button>
<button type="submit" name="outcome" value="echouer" class="secondary">Échouer</button>
</form>`,
  );
}

export function closedPage(provider: string, message: string, backUrl: string | null) {
  const back = backUrl ? `<p><a href="${escapeHtml(backUrl)}">Revenir au site marchand</a></p>` : '';
  return page(provider, 'Session de paiement terminée', `<p>${escapeHtml(message)}</p>${back}`);
}

export type CardCheck =
  | { ok: true; brand: string; last4: string; month: number; year: number }
  | { ok: false; message: string };

/** The form's own checks, before the card goes to the (fake) issuer. */
export function checkCard(entry: CardEntry, now: Date, withCvc = true): CardCheck {
  const number = entry.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number) || !luhn(number))
    return { ok: false, message: "Votre numéro de carte n'est pas valide." };
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(entry.expiry.trim());
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  if (!expiry || month < 1 || month > 12)
    return { ok: false, message: "La date d'expiration de votre carte n'est pas valide (MM/AA)." };
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1))
    return { ok: false, message: "La date d'expiration de votre carte est dépassée." };
  if (withCvc && !/^\d{3,4}$/.test(entry.cvc.trim()))
    return { ok: false, message: 'Le cryptogramme visuel de votre carte est incomplet.' };
  return { ok: true, brand: brandOf(number), last4: number.slice(-4), month, year };
}

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}

export const cardNumberOf = (entry: CardEntry) => entry.number.replace(/[\s-]/g, '');
