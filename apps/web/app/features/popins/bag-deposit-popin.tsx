import { Link } from 'react-router';
import { PopinTrigger } from './help-popin.tsx';
import styles from './popins.module.css';

export const BAG_DEPOSIT_PAGE = '/infos-et-services/services/consigne-des-sacs';

/** The 3 steps of the bag deposit, beside the bag choice of the payment step. */
export function BagDepositHelp() {
  return (
    <PopinTrigger
      href={BAG_DEPOSIT_PAGE}
      label="Comment fonctionne la consigne des sacs ?"
      title="La consigne des sacs en 3 étapes"
    >
      {() => (
        <>
          <ol className={styles.steps}>
            <li>
              <div>
                <h3>Je choisis la consigne</h3>
                <p>
                  La consigne de chaque sac utilisé est comptée dans ma commande ; ma banque n’est débitée que
                  des sacs réellement utilisés.
                </p>
              </div>
            </li>
            <li>
              <div>
                <h3>Je retire mes courses</h3>
                <p>Elles sont préparées dans des sacs réutilisables, lavables et solides (jusqu’à 15 kg).</p>
              </div>
            </li>
            <li>
              <div>
                <h3>Je rends mes sacs</h3>
                <p>
                  Au retrait suivant, dans n’importe quel drive de l’enseigne (10 sacs au plus par passage) :
                  la consigne m’est remboursée.
                </p>
              </div>
            </li>
          </ol>
          <Link to={BAG_DEPOSIT_PAGE}>Tout savoir sur la consigne des sacs</Link>
        </>
      )}
    </PopinTrigger>
  );
}
