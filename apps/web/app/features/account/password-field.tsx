import { useState } from 'react';
import styles from '../../ui/account-forms.module.css';
import { Field } from '../../ui/field.tsx';
import { FIELD_MAX } from './account-fields.ts';
import { passwordMarks, passwordMarksSummary } from './password-checks.ts';

/**
 * A new-password input with the live check marks of the password rule. Each mark shows a tick or a cross and
 * says 'respecté' / 'non respecté' to screen readers (never colour alone); a polite live region tells
 * what is still missing, only when a mark changes. Without JavaScript the marks show the rule.
 */
export function NewPasswordField({
  id,
  name,
  label,
  error,
  showMarks = true,
}: {
  id: string;
  name: string;
  label: string;
  error?: string | null;
  showMarks?: boolean;
}) {
  const [password, setPassword] = useState('');
  const marksId = `${id}-regles`;
  return (
    <div className={styles.passwordBlock}>
      <Field
        id={id}
        label={label}
        name={name}
        type="password"
        autoComplete="new-password"
        required
        maxLength={FIELD_MAX.password}
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        error={error}
        aria-describedby={showMarks ? marksId : undefined}
      />
      {showMarks && (
        <>
          <ul id={marksId} className={styles.marks} aria-label="Votre mot de passe doit contenir">
            {passwordMarks(password).map((mark) => (
              <li key={mark.key} className={mark.met ? styles.markMet : styles.markUnmet}>
                <span aria-hidden="true" className={styles.markIcon}>
                  {mark.met ? '✓' : '✗'}
                </span>
                {mark.label}
                <span className="sr-only">{mark.met ? ' : respecté' : ' : non respecté'}</span>
              </li>
            ))}
          </ul>
          <p className="sr-only" role="status">
            {passwordMarksSummary(password)}
          </p>
        </>
      )}
    </div>
  );
}
