import { PAYMENT_ALIAS_NAME_MAX, type SavedCard } from '@cabas/contracts';
import { Form } from 'react-router';
import styles from '../../ui/account-pages.module.css';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { ConfirmDelete, ConfirmDeleteSection } from '../addresses/confirm-delete.tsx';
import type { BankCardsActionData, BankCardsData } from './bank-cards.server.ts';

const DELETE_CARD_QUESTION = 'Voulez-vous vraiment supprimer cette carte bancaire ?';

function CardItem({ card, answer }: { card: SavedCard; answer: BankCardsActionData | null }) {
  const error = answer?.id === card.id ? answer.error : undefined;
  return (
    <li className={styles.item}>
      <h3>
        {card.nom} {card.expiree && <Badge tone="danger">Expirée</Badge>}
      </h3>
      <p>
        {card.marque} <span aria-hidden="true">{card.numero_masque}</span>
        <span className="sr-only">se terminant par {card.numero_masque.slice(-4)}</span>
        <br />
        {card.expiree ? `Expirée depuis fin ${card.expiration}` : `Expire fin ${card.expiration}`}
      </p>
      <Form method="post" className={styles.actions}>
        <input type="hidden" name="intent" value="renommer" />
        <input type="hidden" name="id" value={card.id} />
        <Field
          id={`nom-${card.id}`}
          label={`Nom de la carte ${card.nom}`}
          name="nom"
          defaultValue={answer?.id === card.id ? answer.value : card.nom}
          maxLength={PAYMENT_ALIAS_NAME_MAX}
          error={error}
          required
        />
        <Button type="submit" variant="secondary" size="small">
          Renommer<span className="sr-only"> la carte {card.nom}</span>
        </Button>
      </Form>
      <div className={styles.actions}>
        <ConfirmDelete
          id={card.id}
          noScriptHref={`/mon-compte/mes-cartes-bancaires?supprimer=${card.id}#confirmation`}
          texts={{
            title: 'Supprimer la carte',
            question: DELETE_CARD_QUESTION,
            what: `la carte ${card.nom}`,
          }}
        />
      </div>
    </li>
  );
}

/** `/mon-compte/mes-cartes-bancaires`. */
export function BankCardsPage({
  data,
  actionData,
}: {
  data: BankCardsData;
  actionData?: BankCardsActionData;
}) {
  return (
    <div className={styles.page}>
      <h1>Mes cartes bancaires</h1>
      {data.notice && (
        <p role="status" className={styles.status}>
          {data.notice}
        </p>
      )}
      {actionData && actionData.id === null && (
        <p role="alert" className={styles.alert}>
          {actionData.error}
        </p>
      )}
      {data.confirmDelete && (
        <ConfirmDeleteSection
          id={data.confirmDelete.id}
          title="Supprimer la carte"
          question={DELETE_CARD_QUESTION}
          subject={
            <>
              <strong>{data.confirmDelete.nom}</strong> : {data.confirmDelete.numero_masque}
            </>
          }
          cancelHref="/mon-compte/mes-cartes-bancaires"
        />
      )}
      <p className={styles.muted}>
        Lors d'un paiement par carte, cochez « Enregistrer cette carte » pour payer plus vite la fois suivante
        (jusqu'à {data.maxPerStore} cartes par magasin). Seuls le réseau, les 4 derniers chiffres et la date
        d'expiration sont conservés par notre prestataire de paiement.
      </p>
      {data.cards.length === 0 ? (
        <p>Vous n'avez pas de carte bancaire enregistrée.</p>
      ) : (
        <ul className={styles.list} aria-label="Cartes enregistrées">
          {data.cards.map((card) => (
            <CardItem key={card.id} card={card} answer={actionData ?? null} />
          ))}
        </ul>
      )}
    </div>
  );
}
