import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';

/*
 * The site map. Each page sits under its frame (a layout route: the shop's header and footer, the
 * checkout frame, or none), and the pages that need a shopper of some kind sit under a guard layout
 * whose middleware decides who may see them (`features/auth/guards.server.ts`):
 *
 * - `layouts/visitors-only.tsx`: login and sign-up; a logged-in shopper is sent home;
 * - `layouts/checkout-visitors-only.tsx`: the checkout's login step; a logged-in shopper goes on to
 *   the checkout;
 * - `layouts/account-area.tsx`: the account area; a visitor gets the 401 page with the login form;
 * - `layouts/checkout-steps.tsx`: the consumer checkout's steps, in order, for a logged-in non-pro
 *   shopper with a cart; each step's route module guards its own step (`checkoutPage`).
 *
 * `prefix()` groups the addresses of a section; its `route('', …)` is the section's own address (a
 * plain route rather than an index route, so that forms post to it without React Router's `?index`).
 * An address no page serves reaches the default layout's catch-all `*` route: the category lists (a
 * shape React Router's patterns cannot express) are dispatched from there, anything else answers the
 * not-found page with HTTP 404. The permanent redirects are answered by the root middleware
 * (`lib/route-rules.server.ts`). `test/spec-paths.test.ts` checks this map against the specification's
 * addresses.
 */
export default [
  layout('layouts/default.tsx', { id: 'layouts/default' }, [
    index('routes/home.tsx'),
    route('recherche/*', 'routes/search.tsx'),
    ...prefix('article', [route('mixin', 'routes/mixin.tsx'), route(':id/:slug?', 'routes/product.tsx')]),
    route('article-ean/:ean', 'routes/article-ean.tsx'),
    route('rayons', 'routes/rayons.tsx'),
    route('panier', 'routes/cart.tsx'),
    route('planning', 'routes/checkout/planning.tsx'),
    route('magasins/choisir', 'routes/store-chooser.tsx'),
    route('magasins/:store', 'routes/store-page.tsx'),
    route('magasins/:store/blog', 'routes/store-blog.tsx'),
    route('magasins/:store/blog/:article', 'routes/store-blog-article.tsx'),

    layout('layouts/visitors-only.tsx', { id: 'layouts/visitors-only' }, [
      route('connexion', 'routes/login.tsx'),
      route('creation-compte', 'routes/signup.tsx'),
    ]),
    route('confirmation-creation-compte', 'routes/signup-confirmation.tsx'),
    // The one-click unsubscribe link of the newsletter e-mails (a signed token, no session).
    route('desinscription-newsletter', 'routes/newsletter-unsubscribe.tsx'),
    // The « Je suis arrivé(e) » link of the order confirmation e-mail (a signed token, no session).
    route('commande/arrivee/:jeton', 'routes/check-in.tsx'),
    ...prefix('mdp-oublie', [
      route('', 'routes/forgotten-password.tsx'),
      route('reinitialisation', 'routes/password-reset.tsx'),
    ]),

    layout('layouts/account-area.tsx', { id: 'layouts/account-area' }, [
      layout('layouts/account-frame.tsx', [
        ...prefix('mon-compte', [
          route('', 'routes/account-home.tsx'),
          route('mes-commandes', 'routes/orders.tsx'),
          route('mes-commandes/:id', 'routes/order-detail.tsx'),
          route('mes-commandes/:id/produits', 'routes/order-products.tsx'),
          route('toutes-mes-commandes', 'routes/all-orders.tsx'),
          route('mon-profil', 'routes/profile.tsx'),
          route('mon-profil/confirmation-email', 'routes/profile-email-confirmation.tsx'),
          route('mes-adresses', 'routes/account-addresses.tsx'),
          route('mes-cartes-bancaires', 'routes/account-bank-cards.tsx'),
          route('mes-newsletters', 'routes/account-newsletters.tsx'),
          route('mes-commandes/en-magasin', 'routes/in-store-purchases.tsx'),
          route('mes-commandes/:id/facture', 'routes/order-invoice.tsx'),
          route('mes-commandes/:id/annulation', 'routes/order-cancel.tsx'),
          route('mes-commandes/:id/modifier', 'routes/order-edit.tsx'),
          route('mes-listes-de-courses', 'routes/lists.tsx'),
          route('mes-listes-de-courses/:id', 'routes/lists-detail.tsx'),
          route('mes-produits-habituels', 'routes/usual-products.tsx'),
          route('mes-produits-habituels/preparer-mon-panier', 'routes/usual-products-basket.tsx'),
          route('abonnements', 'routes/account-subscriptions.tsx'),
          // The pro services space (pros only: a consumer is sent to the account home).
          route('espace-pro', 'routes/account-pro-space.tsx'),
          layout('layouts/not-for-pros.tsx', { id: 'layouts/not-for-pros-account' }, [
            route('ma-fidelite', 'routes/loyalty.tsx'),
            route('ma-fidelite/defis', 'routes/loyalty-challenges.tsx'),
            route('ma-fidelite/points/:id', 'routes/loyalty-points.tsx'),
            route('ma-fidelite/mouvements/:id', 'routes/loyalty-ledger.tsx'),
          ]),
        ]),
      ]),
    ]),

    // The loyalty card creation (logged in, not a pro), its failure page, and the loyalty home (not for pros).
    layout('layouts/account-area.tsx', { id: 'layouts/account-area-loyalty' }, [
      layout('layouts/new-loyalty-card.tsx', [
        route('creation-carte-fidelite', 'routes/loyalty-card-creation.tsx'),
      ]),
    ]),
    route('erreur-creation-carte', 'routes/loyalty-card-error.tsx'),
    layout('layouts/not-for-pros.tsx', { id: 'layouts/not-for-pros-loyalty-home' }, [
      route('accueil-fidelite', 'routes/loyalty-home.tsx'),
    ]),
    // After an account deletion, logged out.
    route('compte-supprime', 'routes/profile-account-deleted.tsx'),
    // The form pages, under the contact page; the newsletter's confirmation link (a signed token).
    ...prefix('infos-et-services/aide/contactez-nous', [
      ...[
        'contact',
        'demande-carte-malin',
        'activation-carte-malin',
        'newsletter',
        'question-produit',
        'resiliation-fidelite',
      ].map((form) => route(`formulaire-${form}`, 'routes/form.tsx', { id: `routes/form-${form}` })),
      route('formulaire-newsletter/confirmation', 'routes/form-newsletter-confirmation.tsx'),
      // The withdrawal concerns the logged-in shopper's orders.
      layout('layouts/account-area.tsx', { id: 'layouts/account-area-forms' }, [
        route('formulaire-retractation', 'routes/form.tsx', { id: 'routes/form-retractation' }),
      ]),
    ]),
    // The store's leaflets (the kiosk's variant has its own frame, below).
    route('prospectus', 'routes/leaflets.tsx'),
    route('prospectus/*', 'routes/leaflet.tsx'),
    // Recipes: the shop's for anyone; favourites, personal recipes and meals for a logged-in shopper.
    ...prefix('recettes', [route('', 'routes/recipes.tsx'), route(':id/:slug?', 'routes/recipe.tsx')]),
    layout('layouts/account-area.tsx', { id: 'layouts/account-area-recipes' }, [
      route('recettes-favorites', 'routes/recipe-favourites.tsx'),
      ...prefix('mes-recettes-personnelles', [
        route('', 'routes/recipe-personal.tsx'),
        route('nouvelle', 'routes/recipe-personal-form.tsx', { id: 'routes/recipe-personal-new' }),
        route(':id/modifier', 'routes/recipe-personal-form.tsx', { id: 'routes/recipe-personal-edit' }),
      ]),
      route('mes-repas', 'routes/meals.tsx'),
    ]),
    // The information and legal pages (CMS).
    route('infos-et-services', 'routes/info.tsx', { id: 'routes/info' }),
    route('infos-et-services/*', 'routes/info.tsx', { id: 'routes/info-page' }),
    route('legal/*', 'routes/legal.tsx'),
    // The store locator: the list and filters (a GET form), the map loaded when shown.
    route('magasins', 'routes/store-locator.tsx'),
    // The delivery subscription offer of the shopper's store, and its purchase.
    route('abonnement-livraison', 'routes/subscription-offer.tsx'),
    route('404', 'routes/not-found.tsx', { id: 'routes/page-404' }),
    route('*', 'routes/catalogue-fallback.tsx', { id: 'routes/not-found' }),
  ]),

  // Consumer information pages, without the shop's header and footer.
  layout('layouts/bare.tsx', { id: 'layouts/none' }, [
    ...prefix('infoconso', [route('', 'routes/infoconso-search.tsx'), route(':ean', 'routes/infoconso.tsx')]),
  ]),

  // The consumer checkout, in one reduced frame whose title each page declares (`checkoutPage`):
  // « Ma commande », « Mode de livraison » for the delivery mode and address steps.
  ...prefix('commander', [
    layout('layouts/checkout-frame.tsx', { id: 'layouts/checkout-frame' }, [
      layout('layouts/visitors-only.tsx', { id: 'layouts/visitors-only-checkout' }, [
        route('creation-compte', 'routes/checkout-signup.tsx'),
      ]),
      // The checkout's login step: a logged-in shopper goes on to the checkout (issue #43 item 7).
      layout('layouts/checkout-visitors-only.tsx', { id: 'layouts/checkout-visitors-only' }, [
        route('connexion', 'routes/checkout-login.tsx'),
      ]),
      layout('layouts/checkout-steps.tsx', { id: 'layouts/checkout-steps' }, [
        route('', 'routes/checkout/start.tsx'),
        route('mode-livraison', 'routes/checkout/delivery-mode.tsx'),
        route('adresse-livraison', 'routes/checkout/delivery-address.tsx', {
          id: 'routes/checkout/delivery-address',
        }),
        route('adresse-livraison/:id', 'routes/checkout/delivery-address.tsx', {
          id: 'routes/checkout/delivery-address-id',
        }),
        route('paiement-et-avantages', 'routes/checkout/payment.tsx'),
        route('produits-incompatibles', 'routes/checkout/incompatible.tsx'),
      ]),
      ...prefix('confirmation', [
        // An order's confirmation, for its shopper.
        layout('layouts/account-area.tsx', { id: 'layouts/account-area-checkout' }, [
          route(':id/ok', 'routes/checkout/confirmation.tsx', { id: 'routes/checkout/confirmation-ok' }),
          route(':id/en-attente', 'routes/checkout/confirmation.tsx', {
            id: 'routes/checkout/confirmation-en-attente',
          }),
          route(':id/deja-traitee', 'routes/checkout/confirmation.tsx', {
            id: 'routes/checkout/confirmation-deja-traitee',
          }),
        ]),
        // The payment's failures, where the payment page sends back whoever paid: open to all.
        route('annulation', 'routes/checkout/payment-failed.tsx', {
          id: 'routes/checkout/payment-annulation',
        }),
        route('erreur', 'routes/checkout/payment-failed.tsx', { id: 'routes/checkout/payment-erreur' }),
        route('refus', 'routes/checkout/payment-failed.tsx', { id: 'routes/checkout/payment-refus' }),
      ]),
    ]),
  ]),

  // The pro checkout, in its own frame whose middleware is its guard: a logged-in pro, in a store of
  // his agreement that offers the pro service (`features/pro-checkout`).
  ...prefix('commander-pro', [
    layout('layouts/commander-pro.tsx', { id: 'layouts/commander-pro' }, [
      route('', 'routes/pro-checkout/main.tsx'),
      route('infos-facturation', 'routes/pro-checkout/billing.tsx'),
      route('confirmation/:id', 'routes/pro-checkout/confirmation.tsx'),
    ]),
  ]),

  // Resource routes: one department's menu panel, loaded when the menu opens it; robots.txt (with the
  // sitemap's address), sitemap.xml and the search suggestions of the header's combobox.
  ...prefix('ressources', [
    route('menu/:departmentId', 'routes/resources/menu.ts'),
    route('suggestions', 'routes/resources/suggestions.ts'),
    // The header's logout form (POST only); the steps after login: a popin closed, the forced password
    // change.
    route('deconnexion', 'routes/resources/logout.ts'),
    route('apres-connexion', 'routes/resources/post-login.ts'),
    route('mot-de-passe', 'routes/resources/password.ts'),
    // The cart: its form action (plain forms and fetchers), the suggestion popin's products, the cart
    // state after login, the store change.
    ...prefix('panier', [
      route('', 'routes/resources/cart.ts'),
      route('suggestions/:id', 'routes/resources/cart-suggestions.ts'),
      route('etat', 'routes/resources/cart-state.ts'),
      route('changement-magasin', 'routes/resources/cart-store-change.ts'),
    ]),
    // The checkout's address form: the cities of a postal code, delivered or not.
    route('commander/communes', 'routes/resources/checkout-communes.ts'),
    // The account's address form: the cities of a postal code.
    route('communes', 'routes/resources/communes.ts'),
    // Save the cart into a shopping list (form action), and the lists it offers.
    route('listes/panier', 'routes/resources/save-cart-list.ts'),
    // The logged-in shopper's data download (mes-donnees-cabas.json).
    route('mes-donnees', 'routes/resources/data-export.ts'),
    // The delivery-eligibility tool's steps (cities of a postal code, then the answer).
    route('eligibilite-livraison', 'routes/resources/delivery-eligibility.ts'),
    // The cookie banner's choice (form action).
    route('consentement', 'routes/resources/consent.ts'),
  ]),
  // The account's PDFs (an order, its invoice, a receipt), fetched from the API as the shopper.
  layout('layouts/account-area.tsx', { id: 'layouts/account-area-documents' }, [
    ...prefix('mon-compte/mes-commandes', [
      route(':id/pdf', 'routes/resources/order-pdf.ts'),
      route(':id/facture/pdf', 'routes/resources/invoice-pdf.ts'),
      route('en-magasin/:id/pdf', 'routes/resources/receipt-pdf.ts'),
    ]),
    // A pro invoice of the pro services space.
    route('mon-compte/espace-pro/factures/:numero/pdf', 'routes/resources/pro-invoice-pdf.ts'),
  ]),
  route('robots.txt', 'routes/resources/robots.ts'),
  route('sitemap.xml', 'routes/resources/sitemap.ts'),
  // The in-store kiosk's leaflets: touch-sized, no account or cart, back to its start when idle.
  layout('layouts/leaflet-kiosk.tsx', { id: 'layouts/leaflet-kiosk' }, [
    route('prospectus/borne', 'routes/leaflet-kiosk-home.tsx'),
    route('prospectus/borne/*', 'routes/leaflet-kiosk.tsx'),
  ]),
  // The store staff's side (decision 108): its own frame and its own session; a shopper's session
  // opens none of it. The logout is a form action (POST only).
  ...prefix('gestion', [
    layout('layouts/staff-frame.tsx', { id: 'layouts/staff-frame' }, [
      route('connexion', 'routes/staff/login.tsx'),
      // A new member's invitation link: public, he chooses his password there (decision 117).
      route('invitation/:jeton', 'routes/staff/invitation.tsx'),
      layout('layouts/staff-area.tsx', { id: 'layouts/staff-area' }, [
        route('', 'routes/staff/home.tsx'),
        route('journal', 'routes/staff/journal.tsx'),
        // The stores' teams: managers and head office manage the staff accounts (decision 117).
        route('equipe', 'routes/staff/team.tsx'),
        route('equipe/:id', 'routes/staff/team-member.tsx'),
        // An order's preparation and its printable picking list (decision 112).
        route('commandes/:id', 'routes/staff/order-preparation.tsx'),
        route('commandes/:id/liste-de-preparation.pdf', 'routes/staff/picking-list-pdf.ts'),
        route('commandes', 'routes/staff/orders.tsx'),
        // A store's pro invoices, the payments its manager records (decision 119).
        route('factures-pro', 'routes/staff/pro-invoices.tsx'),
        // The hand-over at the drive: an order found by its code, its QR code or its customer (decision 116).
        route('retrait', 'routes/staff/hand-over.tsx'),
      ]),
    ]),
    route('deconnexion', 'routes/staff/logout.ts'),
  ]),
] satisfies RouteConfig;
