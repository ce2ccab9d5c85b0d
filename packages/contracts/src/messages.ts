/** French messages of the specification, word for word. */
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
  // Accounts and passwords.
  loginRequiredTitle: 'Identification requise',
  loginRequiredButton: "Je m'identifie",
  passwordTooOld: 'Votre mot de passe se fait vieux !',
  passwordUpdated: 'Mot de passe mis à jour',
  oldPasswordRequired: 'Merci de renseigner votre mot de passe actuel',
  newPasswordRequired: 'Merci de renseigner votre nouveau mot de passe',
  passwordConfirmation: 'Merci de renseigner un mot de passe valide et identique',
  forgottenPasswordEmailRequired: 'Merci de renseigner votre adresse e-mail',
  forgottenPasswordEmailInvalid: 'Votre adresse email est invalide. Elle doit comporter un @ et un .',
  forgottenPasswordSending: 'Envoi de votre demande en cours...',
  requestTakenIntoAccount:
    'Votre demande a bien été prise en compte, un retour vous sera apporté dans les meilleurs délais.',
  forgottenPasswordPro: (product: string) =>
    `Pour des raisons de sécurité, la fonction "Mot de passe oublié" n'est pas possible pour nos clients ${product}Pro. Veuillez contacter le correspondant ${product}Pro de votre magasin.`,
  emailRequired: 'Merci de renseigner votre adresse email',
  emailInvalid: 'Cette adresse email est invalide',
  emailNotIdentical: "Cette adresse email n'est pas identique",
  civiliteRequired: 'Merci de renseigner votre civilité',
  nomRequired: 'Merci de renseigner votre nom',
  prenomRequired: 'Merci de renseigner votre prénom',
  telRequired: 'Merci de renseigner votre numéro de téléphone',
  telInvalid:
    'Veuillez entrer un numéro de téléphone valide qui contient entre 6 et 20 caractères, y compris les espaces',
  contactAlreadyUsedTitle: "On s'est déjà vu, non ?",
} as const;

/** Messages of our own, for situations the specification does not word. */
export const apiMessages = {
  validation: 'Les informations envoyées ne sont pas valides. Merci de vérifier votre saisie.',
  routeNotFound: "Cette adresse de l'API n'existe pas.",
  storageUnavailable:
    'Le service est momentanément indisponible : le stockage des données est plein ou en lecture seule.',
  storeNotFound: "Ce magasin n'existe pas.",
  communeNotFound: "Cette commune n'existe pas.",
  badJson: "Le corps de la requête n'est pas un JSON valide.",
  badUrl: "Cette adresse n'est pas valide : elle contient des caractères mal encodés.",
  nulCharacter: 'Ce texte contient un caractère invisible non autorisé (caractère nul).',
  payloadTooLarge: 'La requête est trop volumineuse.',
  unsupportedMediaType: "Ce type de contenu n'est pas accepté : le corps de la requête doit être du JSON.",
  bodyNotObject: 'Le corps de la requête doit être un objet JSON.',
  notReady: 'Le service démarre, merci de réessayer dans quelques instants.',
  slotCountersInconsistent:
    'Les places réservées de certains créneaux ne correspondent pas aux réservations.',
  storedValueInconsistent:
    'Le solde de certaines cartes cadeaux ou cagnottes ne correspond pas à leurs mouvements.',
  metricsUnauthorized: 'Les métriques demandent le jeton de supervision (en-tête Authorization: Bearer).',
} as const;
