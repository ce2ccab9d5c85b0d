import type { FieldMetadata } from '@conform-to/react';
import { Field } from '../../ui/field.tsx';

/**
 * The login's e-mail and password inputs. Conform's metadata, when given, brings back what was typed
 * and each field's message; without it (the 401 page's form, which posts to /connexion and leaves
 * the page), the fields start empty and the page carries no form library.
 */
export function LoginFields({
  idPrefix,
  email,
  password,
  describedBy,
}: {
  idPrefix: string;
  email?: FieldMetadata<string>;
  password?: FieldMetadata<string>;
  /** The form's alert, read with the e-mail field. */
  describedBy?: string;
}) {
  return (
    <>
      <Field
        id={`${idPrefix}-email`}
        label="Adresse email"
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        maxLength={254}
        field={email}
        aria-describedby={describedBy}
      />
      <Field
        id={`${idPrefix}-mot-de-passe`}
        label="Mot de passe"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={128}
        field={password}
      />
    </>
  );
}
