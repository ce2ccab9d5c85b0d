import type { DeliveryAddress } from '@cabas/contracts';
import { Form, Link } from 'react-router';
import styles from '../../ui/account-pages.module.css';
import { Badge } from '../../ui/badge.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { AddressForm } from './address-form.tsx';
import type { AddressesActionData, AddressesPageData } from './addresses.server.ts';
import { BillingForm } from './billing-form.tsx';
import { ConfirmDelete, ConfirmDeleteSection } from './confirm-delete.tsx';

const DELETE_ADDRESS_QUESTION = 'Voulez-vous vraiment supprimer cette adresse ?';

const nameOf = (a: DeliveryAddress) => a.libelle ?? `${a.prenom} ${a.nom}`;

function AddressCard({ address }: { address: DeliveryAddress }) {
  const access = [
    address.etage !== null ? `Étage ${address.etage}` : null,
    address.ascenseur ? 'Ascenseur' : null,
    address.digicode1 ? `Digicode ${address.digicode1}` : null,
  ].filter(Boolean);
  return (
    <li className={styles.item}>
      <h3>
        {nameOf(address)} {address.defaut && <Badge tone="success">Adresse par défaut</Badge>}
      </h3>
      <p>
        {address.civilite === 'Mme' ? 'Madame' : 'Monsieur'} {address.prenom} {address.nom}
        <br />
        {address.adresse}
        {address.complement_adresse && (
          <>
            <br />
            {address.complement_adresse}
          </>
        )}
        <br />
        {address.code_postal} {address.nom_commune}
        <br />
        Tél. : {address.tel}
      </p>
      {access.length > 0 && <p className={styles.muted}>{access.join(' · ')}</p>}
      {!address.normalisee && address.normalisation_proposee && (
        <p className={styles.muted}>Nom officiel de la ville : {address.normalisation_proposee}</p>
      )}
      <div className={styles.actions}>
        <Link
          to={`/mon-compte/mes-adresses?modifier=${address.id}#formulaire-adresse`}
          className={styles.link}
        >
          Modifier<span className="sr-only"> l'adresse {nameOf(address)}</span>
        </Link>
        <ConfirmDelete
          id={address.id}
          noScriptHref={`/mon-compte/mes-adresses?supprimer=${address.id}#confirmation`}
          texts={{
            title: "Supprimer l'adresse",
            question: DELETE_ADDRESS_QUESTION,
            what: `l'adresse ${nameOf(address)}`,
          }}
        />
        {!address.defaut && (
          <Form method="post">
            <input type="hidden" name="intent" value="defaut" />
            <input type="hidden" name="id" value={address.id} />
            <Button type="submit" variant="secondary" size="small">
              Définir par défaut<span className="sr-only"> : {nameOf(address)}</span>
            </Button>
          </Form>
        )}
      </div>
    </li>
  );
}

/** `/mon-compte/mes-adresses`. */
export function AddressesPage({
  data,
  actionData,
}: {
  data: AddressesPageData;
  actionData?: AddressesActionData;
}) {
  const addressAnswer = actionData?.form === 'adresse' ? actionData : null;
  const billingAnswer = actionData?.form === 'facturation' ? actionData : null;
  const editing = data.form !== null && data.form !== 'new' ? data.form : null;
  const showForm = data.form !== null || addressAnswer !== null;
  // The address changed, as posted (the form's hidden id).
  const posted = addressAnswer?.result.initialValue?.id;
  const postedId = typeof posted === 'string' ? posted : null;
  return (
    <div className={styles.page}>
      <h1>Mes adresses</h1>
      {data.notice && (
        <p role="status" className={styles.status}>
          {data.notice}
        </p>
      )}
      {actionData?.form === 'autre' && (
        <p role="alert" className={styles.alert}>
          {actionData.error}
        </p>
      )}
      {data.confirmDelete && (
        <ConfirmDeleteSection
          id={data.confirmDelete.id}
          title="Supprimer l'adresse"
          question={DELETE_ADDRESS_QUESTION}
          subject={
            <>
              <strong>{nameOf(data.confirmDelete)}</strong> : {data.confirmDelete.adresse},{' '}
              {data.confirmDelete.code_postal} {data.confirmDelete.nom_commune}
            </>
          }
          cancelHref="/mon-compte/mes-adresses"
        />
      )}
      <section className={styles.section} aria-labelledby="livraison">
        <h2 id="livraison">Adresses de livraison</h2>
        {data.addresses.length === 0 ? (
          <p>Vous n'avez pas encore d'adresse de livraison.</p>
        ) : (
          <ul className={styles.list}>
            {data.addresses.map((a) => (
              <AddressCard key={a.id} address={a} />
            ))}
          </ul>
        )}
        {!showForm &&
          (data.addresses.length < data.max ? (
            <p>
              <Link
                to="/mon-compte/mes-adresses?ajouter=1#formulaire-adresse"
                className={buttonClass({ variant: 'primary' })}
              >
                Ajouter une adresse
              </Link>
            </p>
          ) : (
            <p className={styles.muted}>Vous avez atteint le nombre maximal d'adresses ({data.max}).</p>
          ))}
      </section>
      {showForm && (
        <AddressForm
          // Drawn again for each answer: the form then shows what was posted.
          key={JSON.stringify(addressAnswer?.result.initialValue ?? editing?.id ?? 'new')}
          address={
            editing ?? (postedId ? (data.addresses.find((a) => String(a.id) === postedId) ?? null) : null)
          }
          result={addressAnswer?.result}
          communes={addressAnswer?.communes ?? (editing ? data.communes : null)}
        />
      )}
      <BillingForm
        key={JSON.stringify(billingAnswer?.result.initialValue ?? data.billing?.date_modification ?? '')}
        billing={data.billing}
        result={billingAnswer?.result}
      />
    </div>
  );
}
