import { escapeHtml } from '../mail/html.ts';

/**
 * The sandbox's hosted payment pages: server-rendered, accessible HTML in French, without any
 * external resource or script (its own CSP, modules/payments/sandbox.routes.ts).
 */

export interface CardFormValues {
  numero: string;
  expiration: string;
  titulaire: string;
  /** "Enregistrer cette carte" ticked. */
  enregistrer?: boolean;
}

export type CardFormErrors = Partial<Record<'numero' | 'expiration' | 'cvc' | 'titulaire', string>>;

export interface PageContext {
  nonce: string;
  /** `/api/paiement-sandbox/{session}` */
  base: string;
  storeName: string;
  amountText: string;
  /** Offer "Enregistrer cette carte" (a logged-in consumer under the store's maximum of saved cards). */
  offerSaveCard?: boolean;
}

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,Arial,sans-serif;color:#1d1d1b;background:#f4f4f1}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #c9c9c4;border-radius:8px}
h1{font-size:1.4rem;margin:0 0 .5rem}
.amount{font-size:1.2rem;font-weight:700}
label{display:block;font-weight:600;margin-top:1rem}
.hint{display:block;font-weight:400;color:#4a4a46;font-size:.9rem}
input{box-sizing:border-box;width:100%;padding:.6rem;font:inherit;border:2px solid #6b6b66;border-radius:4px;margin-top:.25rem}
input:focus,button:focus{outline:3px solid #1a55b5;outline-offset:2px}
input[aria-invalid=true]{border-color:#b3261e}
.error{color:#b3261e;font-weight:600;margin:.25rem 0 0}
.summary{border:2px solid #b3261e;border-radius:4px;padding:.75rem;margin:1rem 0}
.row{display:flex;gap:1rem}.row>div{flex:1}
button{font:inherit;font-weight:700;padding:.75rem 1.25rem;border-radius:4px;cursor:pointer;margin-top:1.5rem}
.pay{background:#0a5c36;color:#fff;border:2px solid #0a5c36;width:100%}
.cancel{background:#fff;color:#1d1d1b;border:2px solid #1d1d1b;width:100%;margin-top:.75rem}
.save{display:flex;gap:.5rem;align-items:flex-start;margin-top:1rem}.save input{width:auto;margin-top:.35rem}.save label{margin-top:0}
details{margin-top:1.5rem}table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.25rem;border-bottom:1px solid #c9c9c4;font-size:.9rem}
`;

function layout(ctx: Pick<PageContext, 'nonce'>, title: string, body: string): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style nonce="${escapeHtml(ctx.nonce)}">${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function field(
  name: keyof CardFormErrors,
  label: string,
  hint: string,
  attributes: string,
  value: string,
  error: string | undefined,
): string {
  const describedBy = [`${name}-aide`, error ? `${name}-erreur` : ''].filter(Boolean).join(' ');
  return `<label for="${name}">${escapeHtml(label)} <span class="hint" id="${name}-aide">${escapeHtml(hint)}</span></label>
<input id="${name}" name="${name}" ${attributes} value="${escapeHtml(value)}" required aria-required="true" aria-describedby="${describedBy}"${error ? ' aria-invalid="true"' : ''}>
${error ? `<p class="error" id="${name}-erreur">${escapeHtml(error)}</p>` : ''}`;
}

const saveCardField = (checked: boolean) => `<div class="save">
<input type="checkbox" id="enregistrer" name="enregistrer" value="oui" aria-describedby="enregistrer-aide"${checked ? ' checked' : ''}>
<label for="enregistrer">Enregistrer cette carte <span class="hint" id="enregistrer-aide">Pour vos prochains paiements dans ce magasin : seuls le réseau, les 4 derniers chiffres et la date d'expiration sont conservés.</span></label>
</div>`;

const TEST_CARDS: [string, string][] = [
  ['4111 1111 1111 1111', 'Paiement accepté'],
  ['4000 0000 0000 0002', 'Paiement refusé'],
  ['4000 0000 0000 3220', 'Authentification 3-D Secure (code 123456)'],
  ['4000 0000 0000 0077', 'Paiement en attente de vérification'],
  ['4000 0000 0000 0119', 'Erreur technique'],
];

function header(ctx: PageContext, title: string): string {
  return `<h1>${escapeHtml(title)}</h1>
<p>Commande chez <strong>${escapeHtml(ctx.storeName)}</strong></p>
<p>Montant à payer : <span class="amount">${escapeHtml(ctx.amountText)}</span></p>`;
}

function errorSummary(errors: string[]): string {
  if (errors.length === 0) return '';
  return `<div class="summary" role="alert" tabindex="-1" autofocus>
<p><strong>Le formulaire contient ${errors.length > 1 ? `${errors.length} erreurs` : 'une erreur'} :</strong></p>
<ul>${errors.map((e) => `<li>${escapeHtml(e)}</li>`).join('')}</ul>
</div>`;
}

const cancelForm = (ctx: PageContext) => `<form method="post" action="${ctx.base}/annulation">
<button type="submit" class="cancel">Annuler le paiement et revenir à la boutique</button>
</form>`;

export function cardFormPage(ctx: PageContext, values: CardFormValues, errors: CardFormErrors = {}): string {
  const messages = Object.values(errors).filter((e): e is string => Boolean(e));
  const title = messages.length ? 'Erreur – Paiement sécurisé par carte' : 'Paiement sécurisé par carte';
  return layout(
    ctx,
    `${title} – Cabas (bac à sable)`,
    `${header(ctx, 'Paiement sécurisé par carte')}
<p>Environnement de test : aucune carte réelle n'est débitée.</p>
${errorSummary(messages)}
<form method="post" action="${ctx.base}" novalidate>
${field('numero', 'Numéro de carte', '16 chiffres, sans espace ou par groupes de 4', 'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23"', values.numero, errors.numero)}
<div class="row"><div>
${field('expiration', "Date d'expiration", 'MM/AA', 'type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="5"', values.expiration, errors.expiration)}
</div><div>
${field('cvc', 'Cryptogramme visuel', '3 chiffres au dos de la carte', 'type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="3"', '', errors.cvc)}
</div></div>
${field('titulaire', 'Nom du titulaire', 'Tel qu’il figure sur la carte', 'type="text" autocomplete="cc-name" maxlength="60"', values.titulaire, errors.titulaire)}
${ctx.offerSaveCard ? saveCardField(values.enregistrer === true) : ''}
<button type="submit" class="pay">Payer ${escapeHtml(ctx.amountText)}</button>
</form>
${cancelForm(ctx)}
<details>
<summary>Cartes de test</summary>
<table>
<caption class="hint">Toute date d'expiration future et tout cryptogramme de 3 chiffres conviennent.</caption>
<thead><tr><th scope="col">Numéro</th><th scope="col">Résultat</th></tr></thead>
<tbody>${TEST_CARDS.map(([n, r]) => `<tr><td>${n}</td><td>${escapeHtml(r)}</td></tr>`).join('')}</tbody>
</table>
</details>`,
  );
}

export interface SavedCard {
  nom: string;
  marque: string;
  last4: string;
  /** MM/YY */
  expiration: string;
}

/** A payment with the card saved for this store: its security code only, or another card. */
export function savedCardPage(
  ctx: PageContext,
  card: SavedCard,
  errors: { cvc?: string; carte?: string } = {},
): string {
  const messages = [errors.carte, errors.cvc].filter((e): e is string => Boolean(e));
  return layout(
    ctx,
    `${messages.length ? 'Erreur – ' : ''}Paiement avec votre carte enregistrée – Cabas (bac à sable)`,
    `${header(ctx, 'Paiement avec votre carte enregistrée')}
<p>Environnement de test : aucune carte réelle n'est débitée.</p>
${errorSummary(messages)}
<form method="post" action="${ctx.base}/carte-enregistree" novalidate>
<p><strong>${escapeHtml(card.nom)}</strong> : ${escapeHtml(card.marque)} se terminant par ${escapeHtml(card.last4)}, expire fin ${escapeHtml(card.expiration)}</p>
${field('cvc', 'Cryptogramme visuel', '3 chiffres au dos de la carte', 'type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="3"', '', errors.cvc)}
<button type="submit" class="pay">Payer ${escapeHtml(ctx.amountText)}</button>
</form>
<p><a href="${ctx.base}?autre_carte=1">Payer avec une autre carte</a></p>
${cancelForm(ctx)}`,
  );
}

export function challengePage(ctx: PageContext, error?: string): string {
  return layout(
    ctx,
    `${error ? 'Erreur – ' : ''}Authentification 3-D Secure – Cabas (bac à sable)`,
    `${header(ctx, 'Authentification 3-D Secure')}
<p>Votre banque vous a envoyé un code de confirmation par SMS (en test : 123456).</p>
${errorSummary(error ? [error] : [])}
<form method="post" action="${ctx.base}/3ds" novalidate>
<label for="code">Code de confirmation <span class="hint" id="code-aide">6 chiffres</span></label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required aria-required="true" aria-describedby="code-aide${error ? ' code-erreur' : ''}"${error ? ' aria-invalid="true"' : ''}>
${error ? `<p class="error" id="code-erreur">${escapeHtml(error)}</p>` : ''}
<button type="submit" class="pay">Valider</button>
</form>
${cancelForm(ctx)}`,
  );
}

export function closedPage(nonce: string, message: string): string {
  return layout(
    { nonce },
    'Session de paiement terminée – Cabas (bac à sable)',
    `<h1>Session de paiement terminée</h1>
<p>${escapeHtml(message)}</p>`,
  );
}
