import { Field } from '../../ui/field.tsx';
import { FIELD_MAX } from './account-fields.ts';

/** The account forms' required e-mail address input (email keyboard, autofill, length limit). */
export function EmailField({
  id,
  defaultValue,
  error,
}: {
  id: string;
  defaultValue?: string;
  error?: string | null;
}) {
  return (
    <Field
      id={id}
      label="Adresse email"
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      required
      maxLength={FIELD_MAX.email}
      defaultValue={defaultValue}
      error={error}
    />
  );
}
