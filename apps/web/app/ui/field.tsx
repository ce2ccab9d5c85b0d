import type { FieldMetadata } from '@conform-to/react';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './field.module.css';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** Help text under the label, linked to the input with aria-describedby. */
  description?: ReactNode;
  /** Error text; marks the input aria-invalid and links the text with aria-describedby. */
  error?: string | null;
  /** Hide the label visually (it stays the input's accessible name). */
  hideLabel?: boolean;
  id?: string;
  className?: string;
  /**
   * The field as Conform reads it from the action's answer: its name, what was typed and its message
   * (an explicit `name`, `defaultValue` or `error` wins).
   */
  field?: FieldMetadata<string | number | null | undefined>;
}

/** A labelled text input with description and error message (works without JavaScript). */
export function Field({ field, ...props }: FieldProps) {
  if (!field) return <FieldInput {...props} />;
  const controlled = props.value !== undefined;
  return (
    <FieldInput
      key={field.key}
      {...props}
      name={props.name ?? field.name}
      defaultValue={
        controlled
          ? undefined
          : (props.defaultValue ?? (typeof field.initialValue === 'string' ? field.initialValue : undefined))
      }
      error={props.error ?? field.errors?.[0]}
    />
  );
}

function FieldInput({ label, description, error, hideLabel, id, className, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? `champ${generated}`;
  const descriptionId = description ? `${inputId}-aide` : undefined;
  const errorId = error ? `${inputId}-erreur` : undefined;
  const describedBy =
    [descriptionId, errorId, input['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={hideLabel ? 'sr-only' : styles.label}>
        {label}
      </label>
      {description && (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      )}
      <input
        {...input}
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
