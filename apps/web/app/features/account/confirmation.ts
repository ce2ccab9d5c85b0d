/** What the sign-up confirmation page shows. */
export interface StoreLine {
  id: number;
  name: string;
  ville: string;
}

export interface SignUpConfirmationData {
  prenom: string;
  /** `erreur=1`: the account exists but its loyalty card could not be made. */
  cardError: boolean;
  /** `carteExistante=1`: the loyalty card already exists (linked to another account). */
  cardExists: boolean;
  /** The account's store and the current one, when they differ. */
  question: { account: StoreLine; current: StoreLine } | null;
  /** The answer given (`?magasin=conserve|change`), shown once the question is gone. */
  answer: { kind: 'stay' | 'change'; store: StoreLine } | null;
}

export const STORE_ANSWER_PARAM = 'magasin';
export const CARD_HELP_PATH =
  '/infos-et-services/pages-cachees/carte-fidelite-associee-a-un-compte-comment-faire';
