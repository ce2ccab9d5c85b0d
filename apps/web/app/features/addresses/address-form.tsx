import type { DeliveryAddress } from '@cabas/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Form, Link } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import fieldStyles from '../../ui/field.module.css';
import { Field } from '../../ui/field.tsx';
import styles from './account-pages.module.css';
import { CityPicker } from './city-picker.tsx';
import type { CommuneOption } from './commune-option.ts';

const ACCESS_FLAGS = [
  ['ascenseur', 'Ascenseur'],
  ['centre_ville', 'Centre-ville'],
  ['voie_sans_issue', 'Voie sans issue'],
  ['sens_unique', 'Sens unique'],
  ['rue_pietonne', 'Rue piétonne'],
  ['access_semi_remorque', 'Accès semi-remorque'],
  ['residence', 'Résidence'],
] as const;

/** The delivery address form (add or change), every field of the address. */
export function AddressForm({
  address,
  values,
  errors,
  communes,
  error,
}: {
  address: DeliveryAddress | null;
  /** What was posted, shown back after a refusal or the city search. */
  values: Record<string, string> | null;
  errors: Record<string, string>;
  communes: CommuneOption[] | null;
  error?: string;
}) {
  const hydrated = useHydrated();
  const [cityChosen, setCityChosen] = useState(false);
  const onChosen = useCallback((chosen: boolean) => setCityChosen(chosen), []);
  const v = (key: string): string | undefined => {
    if (values) return values[key];
    const value = address?.[key as keyof DeliveryAddress];
    return value === null || value === undefined ? undefined : String(value);
  };
  const checked = (key: string) =>
    values ? values[key] === 'on' : Boolean(address?.[key as keyof DeliveryAddress]);
  const title = address ? "Modifier l'adresse" : 'Ajouter une adresse';
  // Opened from "Ajouter une adresse" or "Modifier": the focus goes to the form's title.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (window.location.hash === '#formulaire-adresse') heading.current?.focus();
  }, []);
  return (
    <section className={styles.section} aria-labelledby="formulaire-adresse">
      <h2 id="formulaire-adresse" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {error && (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      )}
      <Form method="post" className={styles.grid} noValidate>
        {address && <input type="hidden" name="id" value={address.id} />}
        <CityPicker
          initialPostalCode={v('code_postal') ?? ''}
          initialInsee={v('code_insee') ?? ''}
          initialCommunes={communes}
          errors={{ code_postal: errors.code_postal, code_insee: errors.code_insee ?? errors.nom_commune }}
          onChosen={onChosen}
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
          maxLength={100}
        />
        <Field
          label="Nom de l'adresse (facultatif)"
          description="Par exemple : Maison, Bureau"
          name="libelle"
          defaultValue={v('libelle')}
          error={errors.libelle}
          maxLength={50}
        />
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
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Accès</legend>
          {ACCESS_FLAGS.map(([name, label]) => (
            <div key={name} className={styles.choice}>
              <input type="checkbox" id={name} name={name} defaultChecked={checked(name)} />
              <label htmlFor={name}>{label}</label>
            </div>
          ))}
        </fieldset>
        <div className={styles.choice}>
          <input type="checkbox" id="defaut" name="defaut" defaultChecked={checked('defaut')} />
          <label htmlFor="defaut">Adresse par défaut</label>
        </div>
        <div className={styles.actions}>
          <Button
            type="submit"
            name="intent"
            value="enregistrer"
            variant="accent"
            disabled={hydrated && !cityChosen}
          >
            Enregistrer l'adresse
          </Button>
          <Link to="/mon-compte/mes-adresses" className={buttonClass({ variant: 'secondary' })}>
            Annuler
          </Link>
        </div>
      </Form>
    </section>
  );
}
