import type { DeliveryAddress } from '@cabas/contracts';
import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { Button } from '../../ui/button.tsx';
import fieldStyles from '../../ui/field.module.css';
import { Field } from '../../ui/field.tsx';
import type { AddressActionData, AddressStepData } from './address-step.server.ts';
import styles from './checkout.module.css';
import { type ChosenCommune, CommunePicker } from './commune-picker.tsx';

const ACCESS_FLAGS = [
  ['centre_ville', 'Centre-ville'],
  ['voie_sans_issue', 'Voie sans issue'],
  ['sens_unique', 'Sens unique'],
  ['rue_pietonne', 'Rue piétonne'],
  ['access_semi_remorque', 'Accès semi-remorque'],
  ['residence', 'Résidence'],
] as const;

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
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Civilité</legend>
          {(['Mme', 'M.'] as const).map((c) => (
            <div key={c} className={styles.choice}>
              <input
                type="radio"
                id={`civilite-${c}`}
                name="civilite"
                value={c}
                defaultChecked={(v('civilite') ?? 'Mme') === c}
              />
              <label htmlFor={`civilite-${c}`}>{c === 'Mme' ? 'Madame' : 'Monsieur'}</label>
            </div>
          ))}
        </fieldset>
        <Field
          label="Nom de l'adresse (facultatif)"
          name="libelle"
          defaultValue={v('libelle')}
          error={errors.libelle}
          maxLength={50}
        />
        <Field
          label="Prénom"
          name="prenom"
          autoComplete="given-name"
          required
          defaultValue={v('prenom')}
          error={errors.prenom}
        />
        <Field
          label="Nom"
          name="nom"
          autoComplete="family-name"
          required
          defaultValue={v('nom')}
          error={errors.nom}
        />
        <Field
          label="Adresse"
          name="adresse"
          autoComplete="address-line1"
          required
          defaultValue={v('adresse')}
          error={errors.adresse}
          maxLength={100}
        />
        <Field
          label="Complément d'adresse (facultatif)"
          name="complement_adresse"
          autoComplete="address-line2"
          defaultValue={v('complement_adresse')}
          error={errors.complement_adresse}
        />
        <Field
          label="Téléphone"
          name="tel"
          type="tel"
          autoComplete="tel"
          required
          defaultValue={v('tel')}
          error={errors.tel}
        />
        <div className={fieldStyles.field}>
          <label htmlFor="type_habitation" className={fieldStyles.label}>
            Type de logement
          </label>
          <select
            id="type_habitation"
            name="type_habitation"
            className={fieldStyles.input}
            defaultValue={v('type_habitation') ?? ''}
          >
            <option value="">Non précisé</option>
            <option value="maison">Maison</option>
            <option value="appartement">Appartement</option>
          </select>
        </div>
        <Field
          label="Étage (facultatif)"
          name="etage"
          inputMode="numeric"
          defaultValue={v('etage')}
          error={errors.etage}
        />
        <Field
          label="Digicode 1 (facultatif)"
          name="digicode1"
          defaultValue={v('digicode1')}
          error={errors.digicode1}
          maxLength={10}
        />
        <Field
          label="Digicode 2 (facultatif)"
          name="digicode2"
          defaultValue={v('digicode2')}
          error={errors.digicode2}
          maxLength={10}
        />
        <Field
          label="Interphone (facultatif)"
          name="interphone"
          defaultValue={v('interphone')}
          error={errors.interphone}
          maxLength={30}
        />
        <Field
          label="Informations pour le livreur (facultatif)"
          name="info_livreur"
          defaultValue={v('info_livreur')}
          error={errors.info_livreur}
          maxLength={250}
        />
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Accès</legend>
        <div className={styles.choice}>
          <input type="checkbox" id="ascenseur" name="ascenseur" defaultChecked={address?.ascenseur} />
          <label htmlFor="ascenseur">Ascenseur</label>
        </div>
        {ACCESS_FLAGS.map(([name, label]) => (
          <div key={name} className={styles.choice}>
            <input type="checkbox" id={name} name={name} defaultChecked={address?.[name]} />
            <label htmlFor={name}>{label}</label>
          </div>
        ))}
        <div className={styles.choice}>
          <input type="checkbox" id="defaut" name="defaut" defaultChecked={address?.defaut} />
          <label htmlFor="defaut">Adresse par défaut</label>
        </div>
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" variant="accent" disabled={!commune || busy}>
          Enregistrer et livrer à cette adresse
        </Button>
      </div>
    </Form>
  );
}
