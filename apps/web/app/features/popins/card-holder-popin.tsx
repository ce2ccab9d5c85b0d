import { FORM_PAGES } from '@cabas/contracts';
import { Link } from 'react-router';
import { PopinTrigger } from './help-popin.tsx';

/** The contact form with its loyalty card subject chosen: its success opens the 'request taken into account' popin. */
export const CARD_HELP_REQUEST = `${FORM_PAGES.contact.path}?sujet=${encodeURIComponent('Ma carte de fidélité')}`;

/** Help for the holder of a loyalty card: where its number and code are, what to do when lost. */
export function CardHolderHelp() {
  return (
    <PopinTrigger
      href="/infos-et-services/fidelite/programme-fidelite"
      label="Où trouver mon numéro de carte et mon code ?"
      title="Aide carte de fidélité"
    >
      {() => (
        <>
          <p>
            <strong>Le numéro de carte</strong> compte de 16 à 19 chiffres. Il est imprimé au dos de la carte,
            sous le code-barres, et en haut de vos tickets de caisse.
          </p>
          <p>
            <strong>Le code à 4 chiffres</strong> de votre cagnotte vous a été remis avec la carte. Oublié ?
            L’accueil de votre magasin vous en donne un nouveau sur présentation de la carte et d’une pièce
            d’identité.
          </p>
          <p>
            <strong>Carte perdue ou volée</strong> : faites-la bloquer à l’accueil du magasin ; votre cagnotte
            est reportée sur la nouvelle carte.
          </p>
          <p>
            Votre carte est déjà associée à un autre compte ?{' '}
            <Link to="/infos-et-services/pages-cachees/carte-fidelite-associee-a-un-compte-comment-faire">
              Voici comment faire
            </Link>
            .
          </p>
          <p>
            Une autre question sur votre carte ? <Link to={CARD_HELP_REQUEST}>Écrire à votre magasin</Link>
          </p>
        </>
      )}
    </PopinTrigger>
  );
}
