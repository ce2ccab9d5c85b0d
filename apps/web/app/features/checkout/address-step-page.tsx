import type { DeliveryAddress } from '@cabas/contracts';
import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import {
  AccessFlagsFieldset,
  AddressLineFields,
  DeliveryAddressFields,
} from '../addresses/delivery-address-fields.tsx';
import type { AddressActionData, AddressStepData } from './address-step.server.ts';
import styles from './checkout.module.css';
import { type ChosenCommune, CommunePicker } from './commune-picker.tsx';

const oneLine = (a: DeliveryAddress) => `${a.adresse}, ${a.code_postal} ${a.nom_commune}`;

/** `/commander/adresse-livraison[/{id}]`: the client's addresses, then the add or change form. */
export function AddressStepPage({
  data,
  actionData,
}: {
  data: AddressStepData;
  actionData?: AddressActionData;
}) {
  const busy = useNavigation().state !== 'idle';
  return (
    <div className={`page ${styles.page}`}>
      <h1 className={styles.title}>Adresse de livraison</h1>
      {actionData?.error && (
        <p role="alert" className={styles.error}>
          {actionData.error}
        </p>
      )}
      {!data.editing && data.addresses.length > 0 && (
        <Form method="post" className={styles.section} aria-labelledby="mes-adresses">
          <h2 id="mes-adresses">Mes adresses</h2>
          <input type="hidden" name="intent" value="choisir" />
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Livrer à</legend>
            {data.addresses.map((a) => (
              <div key={a.id} className={styles.choice}>
                <input
                  type="radio"
                  id={`adresse-${a.id}`}
                  name="adresse_id"
                  value={a.id}
                  defaultChecked={a.id === data.selectedId}
                  disabled={a.livrable === false}
                  aria-describedby={`adresse-${a.id}-infos`}
                />
                <label htmlFor={`adresse-${a.id}`}>
                  <strong>{a.libelle ?? `${a.prenom} ${a.nom}`}</strong>
                </label>
                <span id={`adresse-${a.id}-infos`} className={styles.choiceInfo}>
                  {oneLine(a)}
                  {a.livrable === false && " · La livraison n'est pas proposée dans cette ville."}{' '}
                  <Link to={`/commander/adresse-livraison/${a.id}`}>Modifier</Link>
                </span>
              </div>
            ))}
          </fieldset>
          <div className={styles.actions}>
            <Button type="submit" variant="primary" disabled={busy}>
              Livrer à cette adresse
            </Button>
          </div>
        </Form>
      )}
      {data.editing || data.addresses.length < data.max ? (
        <AddressForm address={data.editing} errors={actionData?.errors ?? {}} busy={busy} />
      ) : (
        <p>Vous avez atteint le nombre maximal d'adresses ({data.max}).</p>
      )}
    </div>
  );
}

function AddressForm({
  address,
  errors,
  busy,
}: {
  address: DeliveryAddress | null;
  errors: Record<string, string>;
  busy: boolean;
}) {
  const [commune, setCommune] = useState<ChosenCommune | null>(
    address
      ? { postalCode: address.code_postal, insee: address.code_insee, name: address.nom_commune }
      : null,
  );
  const v = (key: keyof DeliveryAddress) => {
    const value = address?.[key];
    return value === null || value === undefined ? undefined : String(value);
  };
  return (
    <Form method="post" className={styles.section} aria-labelledby="form-adresse">
      <h2 id="form-adresse">{address ? "Modifier l'adresse" : 'Ajouter une adresse'}</h2>
      <input type="hidden" name="intent" value="enregistrer" />
      <CommunePicker
        initial={commune}
        onConfirm={setCommune}
        error={errors.code_postal ?? errors.code_insee}
      />
      <input type="hidden" name="code_insee" value={commune?.insee ?? ''} />
      <input type="hidden" name="nom_commune" value={commune?.name ?? ''} />
      {commune && <p className={styles.muted}>Ville choisie : {commune.name}</p>}
      <div className={styles.formGrid}>
        <DeliveryAddressFields
          value={v}
          errors={errors}
          classes={styles}
          afterCivility={
            <Field
              label="Nom de l'adresse (facultatif)"
              name="libelle"
              defaultValue={v('libelle')}
              error={errors.libelle}
              maxLength={50}
            />
          }
          afterName={<AddressLineFields value={v} errors={errors} />}
        />
      </div>
      <AccessFlagsFieldset checked={(flag) => address?.[flag]} classes={styles}>
        <div className={styles.choice}>
          <input type="checkbox" id="defaut" name="defaut" defaultChecked={address?.defaut} />
          <label htmlFor="defaut">Adresse par défaut</label>
        </div>
      </AccessFlagsFieldset>
      <div className={styles.actions}>
        <Button type="submit" variant="accent" disabled={!commune || busy}>
          Enregistrer et livrer à cette adresse
        </Button>
      </div>
    </Form>
  );
}
