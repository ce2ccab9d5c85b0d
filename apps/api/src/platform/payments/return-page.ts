import { escapeHtml } from '../mail/html.ts';

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fff}
main{max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5}
h1{font-size:1.5rem}
a{color:#0b5394;font-weight:600}`;

/**
 * The page of a shopper back from a provider's page before its webhook came: her bank may still be
 * confirming. No automatic refresh (RGAA 13.1): a link asks again, and the return route waits a few
 * seconds each time.
 */
export function paymentPendingPage(nonce: string, selfPath: string): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Paiement en cours de validation – Cabas</title>
<style nonce="${escapeHtml(nonce)}">${STYLE}</style>
</head>
<body>
<main>
<h1>Paiement en cours de validation</h1>
<p>Votre banque confirme votre paiement. Cela prend en général quelques secondes : votre commande sera enregistrée dès sa réponse, et vous recevrez un e-mail de confirmation.</p>
<p><a href="${escapeHtml(selfPath)}">Voir où en est mon paiement</a></p>
</main>
</body>
</html>`;
}
