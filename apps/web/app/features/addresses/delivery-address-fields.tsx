import type { DeliveryAddress } from '@cabas/contracts';
import type { FieldMetadata } from '@conform-to/react';
import { type ChangeEventHandler, type InputHTMLAttributes, type ReactNode, useState } from 'react';
import fieldStyles from '../../ui/field.module.css';
import { Field } from '../../ui/field.tsx';
import { type FormResult, initialChecked, initialText } from '../../ui/use-checked-form.ts';

/** The access flags of a delivery address, in the order the shopper reads them. */
const ACCESS_FLAGS = [
  ['ascenseur', 'Ascenseur'],
  ['centre_ville', 'Centre-ville'],
  ['voie_sans_issue', 'Voie sans issue'],
  ['sens_unique', 'Sens unique'],
  ['rue_pietonne', 'Rue piétonne'],
  ['access_semi_remorque', 'Accès semi-remorque'],
  ['residence', 'Résidence'],
] as const;

/** A text field of the address: its name, its label and its input's attributes. */
type TextField = readonly [name: TextName, label: string, input: InputHTMLAttributes<HTMLInputElement>];

const NAME_FIELDS: TextField[] = [
  ['prenom', 'Prénom', { autoComplete: 'given-name', required: true }],
  ['nom', 'Nom', { autoComplete: 'family-name', required: true }],
];
const PHONE_FIELD: TextField = ['tel', 'Téléphone', { type: 'tel', autoComplete: 'tel', required: true }];
const DETAIL_FIELDS: TextField[] = [
  ['etage', 'Étage (facultatif)', { inputMode: 'numeric' }],
  ['digicode1', 'Digicode 1 (facultatif)', { maxLength: 10 }],
  ['digicode2', 'Digicode 2 (facultatif)', { maxLength: 10 }],
  ['interphone', 'Interphone (facultatif)', { maxLength: 30 }],
  ['info_livreur', 'Informations pour le livreur (facultatif)', { maxLength: 250 }],
];

export type AccessFlag = (typeof ACCESS_FLAGS)[number][0];

/** The posted fields of a delivery address form (account and checkout), as Conform reads them back. */
export interface DeliveryAddressValues {
  libelle: string;
  civilite: string;
  prenom: string;
  nom: string;
  adresse: string;
  complement_adresse: string;
  code_postal: string;
  code_insee: string;
  nom_commune: string;
  tel: string;
  type_habitation: string;
  etage: string;
  digicode1: string;
  digicode2: string;
  interphone: string;
  info_livreur: string;
  defaut: boolean;
  ascenseur: boolean;
  centre_ville: boolean;
  voie_sans_issue: boolean;
  sens_unique: boolean;
  rue_pietonne: boolean;
  access_semi_remorque: boolean;
  residence: boolean;
}

type TextName = Exclude<keyof DeliveryAddressValues, AccessFlag | 'defaut'>;

/** The text fields of the form as `useCheckedForm` gives them: name, posted value, message. */
export type DeliveryAddressFieldMetas = { [K in TextName]: FieldMetadata<string> };

/**
 * What an address form shows in its fields: what was posted when the form is drawn from an action's
 * answer (the page without JavaScript, or a form remounted for the answer), else the saved address.
 * Decided when the form is drawn: an answer to a form already on the page leaves what was typed in
 * place (the fields' default values do not change under the shopper's input).
 */
export function useAddressDefaults(
  fields: DeliveryAddressFieldMetas & { [K in AccessFlag | 'defaut']: FieldMetadata<boolean> },
  saved: DeliveryAddress | null,
  result: FormResult | null | undefined,
) {
  const [posted] = useState(() => Boolean(result?.initialValue));
  const value = (key: TextName): string | undefined => {
    if (posted) return initialText(fields[key]);
    const stored = saved?.[key];
    return stored === null || stored === undefined ? undefined : String(stored);
  };
  const checked = (key: AccessFlag | 'defaut'): boolean =>
    posted ? initialChecked(fields[key]) === true : Boolean(saved?.[key]);
  return { value, checked };
}

/** The fieldset and choice classes of the page the fields sit in (account and checkout differ). */
export interface ChoiceClasses {
  fieldset?: string;
  legend?: string;
  choice?: string;
}

/**
 * The recipient and delivery fields of a delivery address (civilité to "Informations pour le livreur"),
 * shared by the account's address form and the checkout's address step. Each form places its own
 * address lines and label around them: `afterCivility` and `afterName` keep each form's order.
 */
export function DeliveryAddressFields({
  fields,
  value,
  classes,
  afterCivility,
  afterName,
}: {
  /** The fields read back from the action's answer: each one's name and message. */
  fields: DeliveryAddressFieldMetas;
  /** The field's value to show (saved address or what was posted: `useAddressDefaults`). */
  value: (key: TextName) => string | undefined;
  classes: ChoiceClasses;
  afterCivility?: ReactNode;
  afterName?: ReactNode;
}) {
  const textField = ([name, label, input]: TextField) => (
    <Field key={name} label={label} field={fields[name]} {...input} defaultValue={value(name)} />
  );
  const housingError = fields.type_habitation.errors?.[0];
  return (
    <>
      <fieldset className={classes.fieldset}>
        <legend className={classes.legend}>Civilité</legend>
        {(['Mme', 'M.'] as const).map((c) => (
          <div key={c} className={classes.choice}>
            <input
              type="radio"
              id={`civilite-${c}`}
              name="civilite"
              value={c}
              defaultChecked={(value('civilite') ?? 'Mme') === c}
            />
            <label htmlFor={`civilite-${c}`}>{c === 'Mme' ? 'Madame' : 'Monsieur'}</label>
          </div>
        ))}
      </fieldset>
      {afterCivility}
      {NAME_FIELDS.map(textField)}
      {afterName}
      {textField(PHONE_FIELD)}
      <div className={fieldStyles.field}>
        <label htmlFor="type_habitation" className={fieldStyles.label}>
          Type de logement
        </label>
        <select
          id="type_habitation"
          name="type_habitation"
          className={fieldStyles.input}
          defaultValue={value('type_habitation') ?? ''}
          aria-invalid={housingError ? true : undefined}
          aria-describedby={housingError ? 'type_habitation-erreur' : undefined}
        >
          <option value="">Non précisé</option>
          <option value="maison">Maison</option>
          <option value="appartement">Appartement</option>
        </select>
        {housingError && (
          <span id="type_habitation-erreur" className={fieldStyles.error}>
            {housingError}
          </span>
        )}
      </div>
      {DETAIL_FIELDS.map(textField)}
    </>
  );
}

/** "Adresse" and "Complément d'adresse"; the account form limits the complement, the checkout does not. */
export function AddressLineFields({
  fields,
  value,
  complementMaxLength,
}: {
  fields: DeliveryAddressFieldMetas;
  value: (key: TextName) => string | undefined;
  complementMaxLength?: number;
}) {
  return (
    <>
      <Field
        label="Adresse"
        field={fields.adresse}
        autoComplete="address-line1"
        required
        defaultValue={value('adresse')}
        maxLength={100}
      />
      <Field
        label="Complément d'adresse (facultatif)"
        field={fields.complement_adresse}
        autoComplete="address-line2"
        defaultValue={value('complement_adresse')}
        maxLength={complementMaxLength}
      />
    </>
  );
}

/** "Accès": the access flags as checkboxes; `children` adds the form's own choices inside the fieldset. */
export function AccessFlagsFieldset({
  checked,
  classes,
  children,
}: {
  checked: (flag: AccessFlag) => boolean;
  classes: ChoiceClasses;
  children?: ReactNode;
}) {
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>Accès</legend>
      {ACCESS_FLAGS.map(([name, label]) => (
        <div key={name} className={classes.choice}>
          <input type="checkbox" id={name} name={name} defaultChecked={checked(name)} />
          <label htmlFor={name}>{label}</label>
        </div>
      ))}
      {children}
    </fieldset>
  );
}

/** The delivery postal code (5 digits), shared by the account's city picker and the checkout's commune picker. */
export function PostalCodeField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
}) {
  return (
    <Field
      id="code_postal"
      label="Code postal"
      description="5 chiffres"
      name="code_postal"
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={5}
      required
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}
