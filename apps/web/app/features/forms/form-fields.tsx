import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import styles from '../../ui/account-forms.module.css';
import fieldStyles from '../../ui/field.module.css';
import { Field } from '../../ui/field.tsx';
import type { useCheckedForm } from '../../ui/use-checked-form.ts';
import { CIVILITE_OPTIONS, EmailField, FIELD_MAX } from '../account/index.ts';
import { chooserHref, useCurrentStore } from '../stores/index.ts';
import type { FormValues } from './forms.ts';

/** The form's fields as Conform reads them from the action's answer: what was posted, each message. */
export type Fields = ReturnType<typeof useCheckedForm<FormValues>>['fields'];

/**
 * What a text field shows: after a refusal what was posted (empty when it was), otherwise what the
 * link chose or the logged-in shopper's own data.
 */
export type Initial = (name: keyof FormValues) => string;

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

export function TextArea({
  id,
  label,
  error,
  description,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  id: string;
  label: ReactNode;
  error?: string;
  description?: string;
}) {
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      {description && (
        <span id={`${id}-aide`} className={fieldStyles.description}>
          {description}
        </span>
      )}
      <textarea
        {...props}
        id={id}
        rows={6}
        className={fieldStyles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(description && `${id}-aide`, error && `${id}-erreur`)}
      />
      {error && (
        <span id={`${id}-erreur`} className={fieldStyles.error}>
          {error}
        </span>
      )}
    </div>
  );
}

export function Select({
  id,
  label,
  error,
  options,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  label: ReactNode;
  error?: string;
  options: readonly string[];
}) {
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <select
        {...props}
        id={id}
        className={fieldStyles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-erreur` : undefined}
      >
        <option value="">Choisissez…</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {error && (
        <span id={`${id}-erreur`} className={fieldStyles.error}>
          {error}
        </span>
      )}
    </div>
  );
}

export function Checkbox({
  id,
  name,
  label,
  error,
  defaultChecked,
}: {
  id: string;
  name: string;
  label: ReactNode;
  error?: string;
  defaultChecked?: boolean;
}) {
  return (
    <div>
      <label className={styles.check} htmlFor={id}>
        <input
          type="checkbox"
          id={id}
          name={name}
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-erreur` : undefined}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={`${id}-erreur`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Civilité, nom, prénom, e-mail and phone of the sender; a logged-in shopper's are filled in. */
export function SenderFields({
  id,
  fields,
  initial,
  phone,
}: {
  id: string;
  fields: Fields;
  initial: Initial;
  phone: 'required' | 'optional' | 'none';
}) {
  const civiliteError = fields.civilite.errors?.[0];
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Vos coordonnées</legend>
      <fieldset
        className={styles.choices}
        aria-describedby={civiliteError ? `${id}-civilite-erreur` : undefined}
      >
        <legend className={styles.choicesLegend}>Civilité</legend>
        {CIVILITE_OPTIONS.map((civilite) => (
          <label key={civilite.value} className={styles.choice}>
            <input
              type="radio"
              name="civilite"
              value={civilite.value}
              defaultChecked={initial('civilite') === civilite.value}
              aria-invalid={civiliteError ? true : undefined}
              required
            />
            {civilite.label}
          </label>
        ))}
      </fieldset>
      {civiliteError && (
        <p id={`${id}-civilite-erreur`} className={styles.fieldError}>
          {civiliteError}
        </p>
      )}
      <div className={styles.row}>
        <Field
          id={`${id}-nom`}
          label="Nom"
          name="nom"
          autoComplete="family-name"
          required
          maxLength={FIELD_MAX.name}
          field={fields.nom}
          defaultValue={initial('nom')}
        />
        <Field
          id={`${id}-prenom`}
          label="Prénom"
          name="prenom"
          autoComplete="given-name"
          required
          maxLength={FIELD_MAX.name}
          field={fields.prenom}
          defaultValue={initial('prenom')}
        />
      </div>
      <EmailField id={`${id}-email`} defaultValue={initial('email')} error={fields.email.errors?.[0]} />
      {phone !== 'none' && (
        <Field
          id={`${id}-tel`}
          label={phone === 'required' ? 'Téléphone' : 'Téléphone (facultatif)'}
          name="tel"
          type="tel"
          autoComplete="tel"
          required={phone === 'required'}
          maxLength={FIELD_MAX.phone}
          field={fields.tel}
          defaultValue={initial('tel')}
        />
      )}
    </fieldset>
  );
}

/** The store the request goes to: the current store; the shop selector changes it and comes back. */
export function StoreField({ error, returnTo }: { error?: string; returnTo: string }) {
  const store = useCurrentStore();
  return (
    <fieldset className={styles.store} aria-describedby={error ? 'formulaire-magasin-erreur' : undefined}>
      <legend className={styles.legend}>Votre magasin</legend>
      {store ? (
        <p className={styles.storeName}>
          Votre demande sera traitée par votre magasin <strong>{store.name}</strong>
          <br />
          <span className={styles.small}>
            {store.adresse}, {store.cp} {store.ville}
          </span>
          <input type="hidden" name="magasin_id" value={store.id} />
        </p>
      ) : (
        <p className={styles.storeName}>Choisissez d'abord le magasin qui traitera votre demande.</p>
      )}
      {error && (
        <p id="formulaire-magasin-erreur" className={styles.fieldError}>
          {error}
        </p>
      )}
      <a href={chooserHref(returnTo)} className={styles.linkButton}>
        {store ? 'Choisir un autre magasin' : 'Choisir un magasin'}
      </a>
    </fieldset>
  );
}
