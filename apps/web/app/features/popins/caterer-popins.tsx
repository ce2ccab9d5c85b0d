import type { OrderModeType } from '@cabas/contracts';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button.tsx';
import { PopinTrigger } from './help-popin.tsx';
import styles from './popins.module.css';

export const CATERER_PAGE = '/infos-et-services/services/traiteur';

/**
 * The caterer offers of the store (home page): the festive caterer and the caterer all year round,
 * each a promotional popin opened from its button, shown only when the store offers the mode and
 * never to a pro (caterer orders are not open to them). Each popin leads to the store's planning of
 * that mode (`show_plan`) and to the caterer page.
 */
export function CatererOffers({
  modes,
  storePath,
  isPro,
}: {
  modes: readonly OrderModeType[];
  storePath: string;
  isPro: boolean;
}) {
  if (isPro) return null;
  const festive = modes.includes('CC_TRAITEUR_NOEL');
  const permanent = modes.includes('CC_TRAITEUR_PERMANENT');
  if (!festive && !permanent) return null;
  const triggerClass = buttonClass({ variant: 'secondary' });
  return (
    <div className={styles.offers}>
      {festive ? (
        <PopinTrigger
          href={CATERER_PAGE}
          label="Le traiteur de fêtes"
          title="Le traiteur de fêtes"
          className={triggerClass}
        >
          {() => (
            <>
              <p>
                Foie gras, saumon fumé, plateaux de fruits de mer, chapons et bûches : la carte de fêtes de
                votre magasin se commande en ligne et se retire au comptoir traiteur.
              </p>
              <ul className={styles.deadlines}>
                <li>
                  Retrait les <strong>23 ou 24 décembre</strong> : commandez avant le{' '}
                  <strong>17 décembre à midi</strong>.
                </li>
                <li>
                  Retrait les <strong>30 ou 31 décembre</strong> : commandez avant le{' '}
                  <strong>23 décembre à midi</strong>.
                </li>
              </ul>
              <div className={styles.actions}>
                <Link to={`${storePath}?show_plan=cct`} className={buttonClass({ variant: 'primary' })}>
                  Voir les créneaux du traiteur de fêtes
                </Link>
                <Link to={CATERER_PAGE}>En savoir plus sur le traiteur</Link>
              </div>
            </>
          )}
        </PopinTrigger>
      ) : null}
      {permanent ? (
        <PopinTrigger
          href={CATERER_PAGE}
          label="Le traiteur toute l’année"
          title="Le traiteur toute l’année"
          className={triggerClass}
        >
          {() => (
            <>
              <p>
                Plateaux de fromages ou de charcuterie, pièces cocktail, salades composées : commandez au
                traiteur de votre magasin et retirez votre commande au comptoir dans les 4 jours ouvrés.
              </p>
              <div className={styles.actions}>
                <Link to={`${storePath}?show_plan=ccp`} className={buttonClass({ variant: 'primary' })}>
                  Voir les créneaux du traiteur
                </Link>
                <Link to={CATERER_PAGE}>En savoir plus sur le traiteur</Link>
              </div>
            </>
          )}
        </PopinTrigger>
      ) : null}
    </div>
  );
}
