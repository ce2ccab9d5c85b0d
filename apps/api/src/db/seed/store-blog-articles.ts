/**
 * The articles of the stores' blogs, written for this shop: store ids of STORE_DEFINITIONS (1 Paris
 * Italie, 11 Lille Centre, 47 Lyon Part-Dieu, 48 Lyon Croix-Rousse, 55 Marseille Est), Markdown bodies.
 */
export interface SeedBlogArticle {
  storeId: number;
  slug: string;
  titre: string;
  resume: string;
  auteur: string;
  daysAgo: number;
  body: string;
}

export const STORE_BLOG_ARTICLES: SeedBlogArticle[] = [
  {
    storeId: 47,
    slug: 'semaine-des-producteurs-du-rhone',
    titre: 'La semaine des producteurs du Rhône',
    resume:
      'Du lundi au samedi, douze producteurs des monts du Lyonnais et du Beaujolais s’installent dans la galerie du magasin.',
    auteur: 'Claire, responsable des rayons frais',
    daysAgo: 3,
    body: `Chaque automne, nous ouvrons la galerie marchande aux producteurs qui nous livrent toute l’année.
Cette semaine, **douze exploitations** des monts du Lyonnais et du Beaujolais vous font goûter leurs produits.

## Au programme

- **Lundi et mardi** : fromages de chèvre de Saint-Martin-en-Haut et rigottes de Condrieu ;
- **Mercredi** : pommes et poires des vergers de Sainte-Consorce, jus pressés sur place ;
- **Jeudi et vendredi** : charcuterie de Saint-Symphorien-sur-Coise, dont le fameux saucisson ;
- **Samedi** : vins du Beaujolais, avec un vigneron de Fleurie (dégustation réservée aux plus de 18 ans).

Tous ces produits restent ensuite en rayon, repérés par le logo « Produit local ».

## Commander en drive

Les produits des producteurs présents sont aussi disponibles en drive : ajoutez-les à votre panier
et retirez vos courses dès le lendemain.

L’abus d’alcool est dangereux pour la santé, à consommer avec modération.`,
  },
  {
    storeId: 47,
    slug: 'nouveau-drive-pieton-part-dieu',
    titre: 'Le drive piéton arrive à la Part-Dieu',
    resume:
      'Vous venez à pied, à vélo ou en tramway ? Retirez désormais vos courses au comptoir du drive piéton, rue du Docteur-Bouchut.',
    auteur: 'L’équipe du drive',
    daysAgo: 12,
    body: `Beaucoup d’entre vous nous l’ont demandé : le **drive piéton** ouvre à l’entrée nord du magasin.

## Comment ça marche ?

1. Passez votre commande en ligne en choisissant le mode *Drive* ;
2. choisissez un créneau de retrait, du lundi au samedi de 8 h à 20 h ;
3. présentez-vous au comptoir avec votre numéro de commande : vos sacs sont prêts.

Les produits frais et surgelés sont conservés au froid jusqu’à votre arrivée.

## Bon à savoir

Le retrait est gratuit dès 50 € d’achats. Pour les commandes lourdes, nous prêtons des chariots pliants
que vous nous rapportez lors de votre prochain passage.`,
  },
  {
    storeId: 47,
    slug: 'rentree-sans-stress-listes-de-courses',
    titre: 'Une rentrée sans stress avec vos listes de courses',
    resume: 'Nos conseils pour préparer les goûters et les déjeuners de la semaine en une seule commande.',
    auteur: 'Karim, conseiller de vente',
    daysAgo: 40,
    body: `Septembre rime avec nouvelles habitudes. Pour gagner du temps, créez une **liste de courses**
dans votre compte et ajoutez-la à votre panier en un clic chaque semaine.

## Nos idées de goûters

- des compotes en gourde et des fruits de saison ;
- des petits pains au lait de notre boulangerie, cuits chaque matin ;
- des biscuits secs en grand format, plus économiques au kilo.

## Les déjeuners à emporter

Pensez aux boîtes hermétiques et aux salades composées : nos rayons traiteur proposent chaque jour
des salades de pâtes et de lentilles préparées sur place.`,
  },
  {
    storeId: 48,
    slug: 'marche-de-noel-croix-rousse',
    titre: 'Les saveurs de Noël à la Croix-Rousse',
    resume:
      'Chocolats, papillotes lyonnaises et foie gras : découvrez notre sélection pour les fêtes de fin d’année.',
    auteur: 'Sophie, directrice du magasin',
    daysAgo: 6,
    body: `Les fêtes approchent et le magasin se met aux couleurs de Noël.

## Les incontournables lyonnais

Les **papillotes** de nos chocolatiers partenaires sont arrivées, avec leurs traditionnelles
devinettes. Vous trouverez aussi des marrons glacés et des pralines roses pour vos brioches.

## Commandez votre repas de fête

Notre service traiteur des fêtes prend vos commandes de plateaux et de bûches jusqu’au
17 décembre à midi, pour un retrait les 23 et 24 décembre.`,
  },
  {
    storeId: 1,
    slug: 'atelier-cuisine-anti-gaspi',
    titre: 'Atelier cuisine anti-gaspi le samedi matin',
    resume:
      'Un samedi par mois, notre chef vous montre comment cuisiner les fruits et légumes un peu fatigués.',
    auteur: 'Thomas, chef du rayon traiteur',
    daysAgo: 8,
    body: `Un légume abîmé n’est pas un légume perdu ! Un **samedi par mois, de 10 h à 11 h 30**,
notre chef anime un atelier gratuit dans l’espace dégustation du magasin.

## Au menu du prochain atelier

- un velouté de fanes de radis et de carottes ;
- un crumble aux pommes et aux poires trop mûres ;
- un pain perdu salé pour finir la baguette de la veille.

L’atelier accueille douze personnes : inscrivez-vous à l’accueil du magasin.
Les recettes sont remises à chaque participant.`,
  },
  {
    storeId: 1,
    slug: 'horaires-ete-paris-italie',
    titre: 'Nos horaires et services pendant l’été',
    resume:
      'Le magasin reste ouvert tout l’été ; le drive et la livraison à domicile fonctionnent aux horaires habituels.',
    auteur: 'La direction du magasin',
    daysAgo: 120,
    body: `Bonne nouvelle pour celles et ceux qui restent à Paris : le magasin **ne ferme pas en août**.

- Le magasin est ouvert du lundi au samedi aux horaires habituels, et le dimanche matin ;
- le drive et la livraison à domicile gardent tous leurs créneaux ;
- le rayon poissonnerie ferme le lundi pendant les deux premières semaines d’août.

Pendant les fortes chaleurs, des fontaines d’eau fraîche sont installées à l’entrée du magasin.`,
  },
  {
    storeId: 11,
    slug: 'braderie-de-lille-horaires',
    titre: 'Braderie de Lille : nos horaires du week-end',
    resume:
      'Pendant la braderie, le magasin ouvre plus tôt le samedi et le drive piéton reste accessible par la rue Nationale.',
    auteur: 'Julie, responsable de l’accueil',
    daysAgo: 60,
    body: `La braderie attire chaque année des centaines de milliers de visiteurs dans le centre de Lille.

## Nos horaires

- **Samedi** : ouverture à 7 h, fermeture à 22 h ;
- **Dimanche** : ouverture de 9 h à 13 h.

Les rues autour du magasin étant fermées à la circulation, la livraison à domicile est suspendue
dans le centre le samedi. Le drive piéton reste ouvert par la rue Nationale.`,
  },
  {
    storeId: 55,
    slug: 'poissons-de-mediterranee',
    titre: 'Les poissons de Méditerranée à l’honneur',
    resume:
      'Notre poissonnerie met en avant la pêche de Méditerranée, avec les conseils de nos poissonniers pour la bouillabaisse.',
    auteur: 'Marc, poissonnier',
    daysAgo: 15,
    body: `Rascasse, grondin, congre et saint-pierre : la **bouillabaisse** demande des poissons de roche
bien frais. Nos poissonniers les reçoivent chaque matin de la criée.

## Nos conseils

1. Comptez environ 400 g de poisson par personne ;
2. demandez-nous de vider et d’écailler vos poissons, c’est gratuit ;
3. préparez la rouille avec de l’ail, du safran et une pomme de terre.

Le poisson se commande aussi en drive : précisez la préparation souhaitée dans le commentaire.`,
  },
];
