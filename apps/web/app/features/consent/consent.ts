import { useRootLoaderData } from '../../lib/root-loader.ts';

/** What the pages know of the visitor's choice on trackers (root data). */
export interface ConsentState {
  /** A choice was made (no banner). */
  decided: boolean;
  /** Audience measurement accepted: the `dataLayer` events may be pushed. */
  measurement: boolean;
}

/** The visitor's choice on trackers (root data): none made until the banner is answered. */
export function useConsent(): ConsentState {
  return useRootLoaderData<{ consent: ConsentState }>()?.consent ?? { decided: false, measurement: false };
}

/** The form that records a choice (plain POST, or a fetcher once the page is interactive). */
export const CONSENT_ACTION = '/ressources/consentement';
/** The cookie policy, where the same choice can be made without JavaScript. */
export const CONSENT_PAGE = '/legal/cookies';
export const CONSENT_ANCHOR = 'gestion-des-cookies';

/** The buttons' values: accept all, refuse all, or save the chosen purposes. */
export const CONSENT_CHOICES = ['tout-accepter', 'tout-refuser', 'enregistrer'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

/** The one purpose that needs consent: audience measurement (consent group C0003 of the spec). */
export const MEASUREMENT_FIELD = 'mesure';

export const consentTexts = {
  title: 'Vos choix sur les cookies',
  intro:
    'Avec votre accord, nous mesurons l’audience du site et les ventes (pages et listes de produits vues, connexions, commandes) pour l’améliorer. Ces mesures ne servent pas à la publicité. Vous pouvez changer d’avis à tout moment par le lien « Gestion des cookies » en bas de page.',
  acceptAll: 'Tout accepter',
  refuseAll: 'Tout refuser',
  customise: 'Personnaliser',
  save: 'Enregistrer mes choix',
  measurementLabel: 'Mesure d’audience et statistiques de vente',
  measurementHelp:
    'Pages et listes de produits vues, connexions, commandes passées, sans nom ni e-mail. Durée : 13 mois.',
  necessary:
    'Cookies nécessaires au fonctionnement du site (panier, magasin, connexion, ce choix) : toujours actifs.',
  saved: 'Vos choix sur les cookies sont enregistrés.',
  footerLink: 'Gestion des cookies',
} as const;

/** The measurement choice a submitted form makes. */
export function measurementOf(choice: string | null, checkbox: string | null): boolean | null {
  if (choice === 'tout-accepter') return true;
  if (choice === 'tout-refuser') return false;
  if (choice === 'enregistrer') return checkbox === 'on' || checkbox === '1';
  return null;
}
