import { Form, Link, useNavigation } from 'react-router';
import { formatPrice } from '../../lib/format.ts';
import styles from '../../ui/account-pages.module.css';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { type FormResult, initialChecked, useCheckedForm } from '../../ui/use-checked-form.ts';
import { LINKED_CARD_HELP } from './add-card-steps.tsx';
import type { ShopLoyaltyTotals } from './loyalty-api.server.ts';

/** The card creation's consents. */
interface CardCreationValues {
  acceptEmail: boolean;
  acceptSms: boolean;
}

/** `/creation-carte-fidelite`: the shop's own card, with the consents to its offers. */
export function CardCreationPage({ result }: { result?: FormResult | null }) {
  const busy = useNavigation().state !== 'idle';
  const { form, fields, formProps, formError } = useCheckedForm<CardCreationValues>('creer-carte', result);
  return (
    <div className={`page ${styles.page}`}>
      <h1>Créer ma carte de fidélité</h1>
      <p>
        Gratuite et dématérialisée, votre carte Cabas est associée à votre compte dès sa création : vos achats
        en ligne et en magasin alimentent votre cagnotte en euros.
      </p>
      {formError && (
        <p id={form.errorId} role="alert" className={styles.alert}>
          {formError}
        </p>
      )}
      <Form method="post" className={styles.section} {...formProps}>
        <fieldset className={styles.section}>
          <legend className={styles.legend}>Recevoir les offres de ma carte (facultatif)</legend>
          <label className={styles.choice}>
            <input type="checkbox" name="acceptEmail" defaultChecked={initialChecked(fields.acceptEmail)} />{' '}
            Par e-mail
          </label>
          <label className={styles.choice}>
            <input type="checkbox" name="acceptSms" defaultChecked={initialChecked(fields.acceptSms)} /> Par
            SMS
          </label>
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" disabled={busy}>
            Créer ma carte
          </Button>
          <Link to="/mon-compte/ma-fidelite">Retour à Ma fidélité</Link>
        </div>
      </Form>
    </div>
  );
}

/** `/erreur-creation-carte`: the card could not be created (`carteExistante=1`: the customer has one). */
export function CardCreationErrorPage({ existing }: { existing: boolean }) {
  return (
    <div className={`page ${styles.page}`}>
      <h1>Votre carte de fidélité n'a pas pu être créée</h1>
      {existing ? (
        <>
          <p>Une carte de fidélité existe déjà : vous ne pouvez en posséder qu'une.</p>
          <p>
            Retrouvez-la dans <Link to="/mon-compte/ma-fidelite">Ma fidélité</Link>. Si elle est associée à un
            autre compte : <Link to={LINKED_CARD_HELP}>carte déjà associée à un compte, comment faire ?</Link>
          </p>
        </>
      ) : (
        <p>
          Une erreur est survenue. Nos équipes techniques mettent tout en œuvre pour rétablir la situation.
          Vous pourrez réessayer depuis <Link to="/creation-carte-fidelite">la création de carte</Link>.
        </p>
      )}
      <div className={styles.actions}>
        <ButtonLink to="/">Retour à l'accueil</ButtonLink>
      </div>
    </div>
  );
}

export type LoyaltyHomeData =
  | { loggedIn: false }
  | {
      loggedIn: true;
      cards: number;
      totals: ShopLoyaltyTotals;
      mayCreate: boolean;
    };

/** `/accueil-fidelite`: how the cagnotte works; the holder's balance, or the way to a card. */
export function LoyaltyHomePage({ data }: { data: LoyaltyHomeData }) {
  return (
    <div className={`page ${styles.page}`}>
      <h1>Le programme de fidélité</h1>
      <section className={styles.section} aria-labelledby="fonctionnement">
        <h2 id="fonctionnement">Comment fonctionne la cagnotte ?</h2>
        <ol>
          <li>Présentez votre carte en magasin ou associez-la à votre compte pour vos courses en ligne.</li>
          <li>
            Vos achats et les produits signalés par une offre fidélité créditent votre cagnotte en euros ; les
            montants « à venir » y sont ajoutés au prochain relevé.
          </li>
          <li>
            Dépensez votre cagnotte quand vous le souhaitez, en magasin ou au paiement de votre commande.
          </li>
        </ol>
      </section>
      {data.loggedIn ? (
        <section className={styles.section} aria-labelledby="ma-cagnotte">
          <h2 id="ma-cagnotte">Ma cagnotte</h2>
          {data.cards > 0 ? (
            <p>
              Total de mes cagnottes : <strong>{formatPrice(data.totals.balanceCents)}</strong>
              {data.totals.points > 0 && <> et {data.totals.points} points</>}
            </p>
          ) : (
            <p>Aucune carte de fidélité n'est encore associée à votre compte.</p>
          )}
          <div className={styles.actions}>
            <ButtonLink to="/mon-compte/ma-fidelite">Voir Ma fidélité</ButtonLink>
            {data.mayCreate && (
              <ButtonLink to="/creation-carte-fidelite" variant="secondary">
                Créer ma carte
              </ButtonLink>
            )}
          </div>
        </section>
      ) : (
        <section className={styles.section} aria-labelledby="obtenir">
          <h2 id="obtenir">Obtenir ma carte</h2>
          <p>
            La carte est gratuite : créez votre compte, puis votre carte dématérialisée en un clic. Vous avez
            déjà une carte ? Connectez-vous pour l'associer à votre compte.
          </p>
          <div className={styles.actions}>
            <ButtonLink to="/creation-compte">Créer mon compte</ButtonLink>
            <ButtonLink to="/connexion?redirectTo=%2Fmon-compte%2Fma-fidelite" variant="secondary">
              Me connecter
            </ButtonLink>
          </div>
        </section>
      )}
    </div>
  );
}
