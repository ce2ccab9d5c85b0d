/** French messages of the specification (doc 1 §8, doc 2 §5 and §8), word for word. */
export const messages = {
  generic: 'Une erreur est survenue.',
  unexpected: 'Une erreur inattendue est survenue.',
  tooManyWrongAttempts:
    'Vous avez dépassé le nombre de tentatives erronées autorisées, veuillez réessayer dans une heure.',
  tooManyAttempts:
    'Vous avez dépassé le nombre de tentatives autorisées, veuillez réessayer dans quelques instants.',
  loginFailure: 'Votre adresse email ou votre mot de passe est invalide. Merci de vérifier votre saisie.',
  mustLogin: 'Vous devez vous connecter pour accéder à cette page.',
  pleaseLogin: 'Merci de vous connecter pour accéder à cette page',
  deliveryNotInCommune: "La livraison n'est pas proposée dans cette ville.",
  noCommuneForPostalCode: "Aucune commune n'a été trouvée pour le code postal",
  hoursUnavailable: 'Horaires indisponibles',
  temporaryError: 'Une erreur temporaire est survenue. Veuillez recharger la page.',
  proStoreNotAllowed: 'Vous ne pouvez pas commander dans ce magasin avec votre compte pro',
  proServiceUnavailable: 'Ce magasin ne propose plus le service Pro',
} as const;

/** Messages of our own, for situations the specification does not word. */
export const apiMessages = {
  validation: 'Les informations envoyées ne sont pas valides. Merci de vérifier votre saisie.',
  routeNotFound: "Cette adresse de l'API n'existe pas.",
  storeNotFound: "Ce magasin n'existe pas.",
  communeNotFound: "Cette commune n'existe pas.",
  badJson: "Le corps de la requête n'est pas un JSON valide.",
  payloadTooLarge: 'La requête est trop volumineuse.',
  unsupportedMediaType: "Ce type de contenu n'est pas accepté.",
  notReady: 'Le service démarre, merci de réessayer dans quelques instants.',
} as const;
