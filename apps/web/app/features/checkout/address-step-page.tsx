import type { DeliveryAddress } from '@cabas/contracts';
import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { type FormResult, useCheckedForm } from '../../ui/use-checked-form.ts';
import {
  AccessFlagsFieldset,
  AddressLineFields,
  DeliveryAddressFields,
  type DeliveryAddressValues,
  useAddressDefaults,
} from '../addresses/index.ts';
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
  const answerOf = (intent: AddressActionData['intent']) =>
    actionData?.intent === intent ? actionData.result : undefined;
  return (
    <div className={`page ${styles.page}`}>
      <h1 className={styles.title}>Adresse de livraison</h1>
      {!data.editing && data.addresses.length > 0 && (
        <ChoiceForm data={data} result={answerOf('choisir')} busy={busy} />
      )}
      {data.editing || data.addresses.length < data.max ? (
        <AddressForm address={data.editing} result={answerOf('enregistrer')} busy={busy} />
      ) : (
        <p>Vous avez atteint le nombre maximal d'adresses ({data.max}).</p>
      )}
    </div>
  );
}

/** "Mes adresses": the client's addresses the store delivers, one chosen for the order. */
function ChoiceForm({
  data,
  result,
  busy,
}: {
  data: AddressStepData;
  result: FormResult | undefined;
  busy: boolean;
}) {
  const { form, fields, formProps, formError } = useCheckedForm<{ intent: 'choisir'; adresse_id: string }>(
    'choisir-adresse',
    result,
  );
  const choiceError = fields.adresse_id.errors?.[0];
  const chosen = fields.adresse_id.initialValue;
  return (
    <Form method="post" className={styles.section} aria-labelledby="mes-adresses" {...formProps}>
      <h2 id="mes-adresses">Mes adresses</h2>
      {formError && (
        <p id={form.errorId} role="alert" className={styles.error}>
          {formError}
        </p>
      )}
      <input type="hidden" name="intent" value="choisir" />
      <fieldset className={styles.fieldset} aria-describedby={choiceError ? 'adresse-erreur' : undefined}>
        <legend className={styles.legend}>Livrer à</legend>
        {data.addresses.map((a) => (
          <div key={a.id} className={styles.choice}>
            <input
              type="radio"
              id={`adresse-${a.id}`}
              name="adresse_id"
              value={a.id}
              defaultChecked={chosen === undefined ? a.id === data.selectedId : chosen === String(a.id)}
              disabled={a.livrable === false}
              aria-invalid={choiceError ? true : undefined}
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
        {choiceError && (
          <p id="adresse-erreur" role="alert" className={styles.error}>
            {choiceError}
          </p>
        )}
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={busy}>
          Livrer à cette adresse
        </Button>
      </div>
    </Form>
  );
}

/** The add or change form: the city (checked against the store's delivery), then the address. */
function AddressForm({
  address,
  result,
  busy,
}: {
  address: DeliveryAddress | null;
  result: FormResult | undefined;
  busy: boolean;
}) {
  const { form, fields, formProps, formError } = useCheckedForm<DeliveryAddressValues>(
    'enregistrer-adresse',
    result,
  );
  const { value: v, checked } = useAddressDefaults(fields, address, result);
  // The city confirmed in the picker: the saved address's, or the one posted with the form.
  const [commune, setCommune] = useState<ChosenCommune | null>(() => {
    const [postalCode, insee, name] = [v('code_postal'), v('code_insee'), v('nom_commune')];
    return postalCode && insee && name ? { postalCode, insee, name } : null;
  });
  return (
    <Form method="post" className={styles.section} aria-labelledby="form-adresse" {...formProps}>
      <h2 id="form-adresse">{address ? "Modifier l'adresse" : 'Ajouter une adresse'}</h2>
      {formError && (
        <p id={form.errorId} role="alert" className={styles.error}>
          {formError}
        </p>
      )}
      <input type="hidden" name="intent" value="enregistrer" />
      <CommunePicker
        initial={commune}
        onConfirm={setCommune}
        error={
          fields.code_postal.errors?.[0] ?? fields.code_insee.errors?.[0] ?? fields.nom_commune.errors?.[0]
        }
      />
      <input type="hidden" name="code_insee" value={commune?.insee ?? ''} />
      <input type="hidden" name="nom_commune" value={commune?.name ?? ''} />
      {commune && <p className={styles.muted}>Ville choisie : {commune.name}</p>}
      <div className={styles.formGrid}>
        <DeliveryAddressFields
          fields={fields}
          value={v}
          classes={styles}
          afterCivility={
            <Field
              label="Nom de l'adresse (facultatif)"
              field={fields.libelle}
              defaultValue={v('libelle')}
              maxLength={50}
            />
          }
          afterName={<AddressLineFields fields={fields} value={v} />}
        />
      </div>
      <AccessFlagsFieldset checked={checked} classes={styles}>
        <div className={styles.choice}>
          <input type="checkbox" id="defaut" name="defaut" defaultChecked={checked('defaut')} />
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
