import type { DeliveryAddress } from '@cabas/contracts';
import type { ChangeEventHandler, InputHTMLAttributes, ReactNode } from 'react';
import fieldStyles from '../../ui/field.module.css';
import { Field } from '../../ui/field.tsx';

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
type TextField = readonly [
  name: keyof DeliveryAddress,
  label: string,
  input: InputHTMLAttributes<HTMLInputElement>,
];

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
  value,
  errors,
  classes,
  afterCivility,
  afterName,
}: {
  /** The field's value to show back (saved address or what was posted). */
  value: (key: keyof DeliveryAddress) => string | undefined;
  errors: Record<string, string>;
  classes: ChoiceClasses;
  afterCivility?: ReactNode;
  afterName?: ReactNode;
}) {
  const textField = ([name, label, input]: TextField) => (
    <Field key={name} label={label} name={name} {...input} defaultValue={value(name)} error={errors[name]} />
  );
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
        >
          <option value="">Non précisé</option>
          <option value="maison">Maison</option>
          <option value="appartement">Appartement</option>
        </select>
      </div>
      {DETAIL_FIELDS.map(textField)}
    </>
  );
}

/** "Adresse" and "Complément d'adresse"; the account form limits the complement, the checkout does not. */
export function AddressLineFields({
  value,
  errors,
  complementMaxLength,
}: {
  value: (key: keyof DeliveryAddress) => string | undefined;
  errors: Record<string, string>;
  complementMaxLength?: number;
}) {
  return (
    <>
      <Field
        label="Adresse"
        name="adresse"
        autoComplete="address-line1"
        required
        defaultValue={value('adresse')}
        error={errors.adresse}
        maxLength={100}
      />
      <Field
        label="Complément d'adresse (facultatif)"
        name="complement_adresse"
        autoComplete="address-line2"
        defaultValue={value('complement_adresse')}
        error={errors.complement_adresse}
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
  checked: (flag: AccessFlag) => boolean | undefined;
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
