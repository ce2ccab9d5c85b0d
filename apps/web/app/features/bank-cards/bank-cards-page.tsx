import { PAYMENT_ALIAS_NAME_MAX, type SavedCard } from '@cabas/contracts';
import { useState } from 'react';
import { Form } from 'react-router';
import styles from '../../ui/account-pages.module.css';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { type FormResult, initialText, useCheckedForm } from '../../ui/use-checked-form.ts';
import { ConfirmDelete, ConfirmDeleteSection } from '../addresses/index.ts';
import type { BankCardsActionData, BankCardsData } from './bank-cards.server.ts';

const DELETE_CARD_QUESTION = 'Voulez-vous vraiment supprimer cette carte bancaire ?';

function CardItem({ card, result }: { card: SavedCard; result: FormResult | undefined }) {
  const { fields, formProps } = useCheckedForm<{ intent: 'renommer'; id: string; nom: string }>(
    `renommer-carte-${card.id}`,
    result,
  );
  // Drawn from the answer to its form (without JavaScript): the name as typed, even empty.
  const [posted] = useState(() => Boolean(result?.initialValue));
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
      <Form method="post" className={styles.actions} {...formProps}>
        <input type="hidden" name="intent" value="renommer" />
        <input type="hidden" name="id" value={card.id} />
        <Field
          id={`nom-${card.id}`}
          label={`Nom de la carte ${card.nom}`}
          field={fields.nom}
          defaultValue={posted ? (initialText(fields.nom) ?? '') : card.nom}
          maxLength={PAYMENT_ALIAS_NAME_MAX}
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
            <CardItem
              key={card.id}
              card={card}
              result={actionData?.id === card.id ? actionData.result : undefined}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
