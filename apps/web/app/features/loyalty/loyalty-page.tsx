import { loyaltyMessages } from '@cabas/contracts';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '../../lib/format.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import styles from '../../ui/account-pages.module.css';
import { Badge } from '../../ui/badge.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { ConfirmDelete, ConfirmDeleteSection } from '../addresses/index.ts';
import { AddCardSteps } from './add-card-steps.tsx';
import type { LoyaltyActionData, LoyaltyPageData } from './loyalty.server.ts';
import type { ShopLoyaltyCard } from './loyalty-api.server.ts';
import { PointsConversionButton } from './points-conversion-button.tsx';

const LoyaltyPopins = lazy(() => import('./loyalty-popins.tsx'));

const DELETE_QUESTION = 'Voulez-vous vraiment retirer cette carte de fidélité de votre compte ?';

function CardItem({ card }: { card: ShopLoyaltyCard }) {
  const last4 = card.num_carte_carrefour.slice(-4);
  return (
    <li className={styles.item}>
      <h3>
        {card.libelle} {card.expired && <Badge tone="danger">Expirée</Badge>}
      </h3>
      <p>
        N° <span aria-hidden="true">{card.num_carte_carrefour}</span>
        <span className="sr-only">se terminant par {last4}</span>
      </p>
      {card.sous_type === 'CRF' || card.balanceCents > 0 || card.comingCents > 0 ? (
        <p>
          Cagnotte : <strong>{formatPrice(card.balanceCents)}</strong>
          {card.comingCents > 0 && <> (+ {formatPrice(card.comingCents)} à venir)</>}
        </p>
      ) : null}
      {card.solde_point > 0 || card.solde_point_suiv > 0 ? (
        <p>
          Points : <strong>{card.solde_point}</strong>
          {card.solde_point_suiv > 0 && <> (+ {card.solde_point_suiv} à venir)</>}
        </p>
      ) : null}
      <p className={styles.muted}>{card.expired ? 'Carte expirée' : 'Carte active'}</p>
      <p>
        <Link to={`/mon-compte/ma-fidelite/mouvements/${card.id}`}>
          Historique de la carte<span className="sr-only"> se terminant par {last4}</span>
        </Link>
      </p>
      <div className={styles.actions}>
        <PointsConversionButton card={card} />
        <ConfirmDelete
          id={card.id}
          noScriptHref={`/mon-compte/ma-fidelite?supprimer=${card.id}#confirmation`}
          texts={{
            title: 'Supprimer la carte',
            question: DELETE_QUESTION,
            what: `la ${card.libelle} ${last4}`,
          }}
        />
      </div>
    </li>
  );
}

/** `/mon-compte/ma-fidelite`. */
export function LoyaltyPage({ data, actionData }: { data: LoyaltyPageData; actionData?: LoyaltyActionData }) {
  const hydrated = useHydrated();
  const answer = actionData && actionData.step !== 'suppression' ? actionData : null;
  const [popins, setPopins] = useState<{ entry: boolean; mounted: boolean }>({
    entry: false,
    mounted: false,
  });
  // A new answer of the add flow shows in the popin (it stays open between the steps).
  useEffect(() => {
    if (answer) setPopins({ entry: true, mounted: true });
  }, [answer]);
  // `?ajout=1` (the link of the page without JavaScript) opens the entry popin once hydrated.
  useEffect(() => {
    if (data.adding) setPopins({ entry: true, mounted: true });
  }, [data.adding]);
  useEffect(() => {
    // After an added card the entry is done: its confirmation popin takes its place.
    if (data.added) setPopins({ entry: false, mounted: true });
    else if (data.deleted) setPopins((s) => ({ ...s, mounted: true }));
  }, [data.added, data.deleted]);
  const onEntryChange = useCallback((entry: boolean) => setPopins((s) => ({ ...s, entry })), []);
  const inline = !hydrated && (data.adding || answer !== null);

  return (
    <div className={styles.page}>
      <h1>Ma fidélité</h1>
      {data.added && (
        <p role="status" className={styles.status}>
          {loyaltyMessages.added}
        </p>
      )}
      {data.deleted && (
        <p role="status" className={styles.status}>
          {loyaltyMessages.deleted}
        </p>
      )}
      {actionData?.step === 'suppression' && actionData.error && (
        <p role="alert" className={styles.alert}>
          {actionData.error}
        </p>
      )}
      <section className={styles.section} aria-labelledby="cagnotte-titre">
        <h2 id="cagnotte-titre">Ma cagnotte</h2>
        <p>
          Total de mes cagnottes : <strong>{formatPrice(data.totals.balanceCents)}</strong>
          {data.totals.points > 0 && <> et {data.totals.points} points</>}
        </p>
        <p className={styles.muted}>
          Le total compte les montants à venir. Votre cagnotte se dépense lors du paiement de vos commandes.{' '}
          <Link to="/accueil-fidelite">Comment fonctionne la cagnotte ?</Link>
        </p>
        {data.challenges && (
          <p>
            <Link to="/mon-compte/ma-fidelite/defis">Mes défis</Link> : relevez les défis de votre magasin
            pour gagner des euros ou des points.
          </p>
        )}
      </section>
      {data.confirmDelete && (
        <ConfirmDeleteSection
          id={data.confirmDelete.id}
          title="Supprimer la carte"
          question={DELETE_QUESTION}
          subject={
            <>
              <strong>{data.confirmDelete.libelle}</strong> : {data.confirmDelete.num_carte_carrefour}
            </>
          }
          cancelHref="/mon-compte/ma-fidelite"
        />
      )}
      <section className={styles.section} aria-labelledby="cartes-titre">
        <h2 id="cartes-titre">Mes cartes</h2>
        {data.cards.length === 0 ? (
          <p>Aucune carte de fidélité n'est associée à votre compte.</p>
        ) : (
          <ul className={styles.list} aria-label="Cartes de fidélité">
            {data.cards.map((card) => (
              <CardItem key={card.id} card={card} />
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          {hydrated ? (
            <Button aria-haspopup="dialog" onClick={() => setPopins({ entry: true, mounted: true })}>
              Ajouter une carte
            </Button>
          ) : (
            <ButtonLink to="/mon-compte/ma-fidelite?ajout=1#ajout-carte">Ajouter une carte</ButtonLink>
          )}
          {data.mayCreate && (
            <ButtonLink to="/creation-carte-fidelite" variant="secondary">
              Créer ma carte
            </ButtonLink>
          )}
        </div>
      </section>
      {inline && (
        <section id="ajout-carte" className={styles.section} aria-labelledby="ajout-carte-titre">
          <h2 id="ajout-carte-titre">Ajouter une carte</h2>
          <AddCardSteps answer={answer} />
        </section>
      )}
      {hydrated && popins.mounted && (
        <Suspense fallback={null}>
          <LoyaltyPopins
            answer={answer}
            entryOpen={popins.entry}
            onEntryChange={onEntryChange}
            added={data.added}
            deleted={data.deleted}
          />
        </Suspense>
      )}
    </div>
  );
}
