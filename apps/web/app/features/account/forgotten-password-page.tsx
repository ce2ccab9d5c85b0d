import { messages } from '@cabas/contracts';
import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import styles from '../../ui/account-forms.module.css';
import { Button } from '../../ui/button.tsx';
import { CaptchaField } from '../../ui/captcha-field.tsx';
import { initialText, useCheckedForm } from '../../ui/use-checked-form.ts';
import { EmailField } from './email-field.tsx';
import {
  FORGOTTEN_PASSWORD_PATH,
  type ForgottenPasswordActionData,
  type ForgottenPasswordValues,
} from './forgotten-password.ts';

function Sending() {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formAction === FORGOTTEN_PASSWORD_PATH;
  return (
    <p role="status" className={styles.small}>
      {sending ? messages.forgottenPasswordSending : ''}
    </p>
  );
}

function FormError({ id, error }: { id: string; error: string | null | undefined }) {
  return error ? (
    <p id={id} className={styles.alert} role="alert">
      {error}
    </p>
  ) : null;
}

/**
 * `/mdp-oublie`: the e-mail and the captcha, then the confirmation screen
 * with the address and a resend (the captcha again). The answer is the same whether the address has
 * an account or not.
 */
export function ForgottenPasswordPage({ result }: { result?: ForgottenPasswordActionData | null }) {
  const confirmed = Boolean(result && (result.sent || result.resent));
  return (
    <div className={`page ${styles.page}`}>
      {confirmed && result ? <Confirmation result={result} /> : <RequestForm result={result} />}
    </div>
  );
}

function RequestForm({ result }: { result?: ForgottenPasswordActionData | null }) {
  const { form, fields, formProps, formError } = useCheckedForm<ForgottenPasswordValues>(
    'mdp-oublie',
    result?.result,
  );
  return (
    <>
      <h1>Mot de passe oublié</h1>
      <p className={styles.lead}>
        Saisissez l'adresse email de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de
        passe.
      </p>
      <Form method="post" action={FORGOTTEN_PASSWORD_PATH} className={styles.form} {...formProps}>
        <FormError id={form.errorId} error={formError} />
        <EmailField
          id="mdp-oublie-email"
          defaultValue={initialText(fields.email)}
          error={fields.email.errors?.[0]}
        />
        <CaptchaField
          id="mdp-oublie-captcha"
          error={fields.altcha.errors?.[0]}
          resetKey={result?.captchaUsed ? result : undefined}
        />
        <div className={styles.actions}>
          <Button type="submit" name="intent" value="envoyer" variant="primary">
            Envoyer
          </Button>
          <Link to="/connexion">Retour à la connexion</Link>
        </div>
        <Sending />
      </Form>
    </>
  );
}

function Confirmation({ result }: { result: ForgottenPasswordActionData }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { form, fields, formProps, formError } = useCheckedForm<ForgottenPasswordValues>(
    'mdp-oublie-renvoi-formulaire',
    result.result,
  );
  // The screen replaces the form: the focus goes to its title (it would be lost on the removed button).
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const resendOk = result.resent && result.sent;
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Demande envoyée
      </h1>
      <p className={styles.success}>{messages.requestTakenIntoAccount}</p>
      <p>
        Si un compte Cabas existe pour l'adresse <strong>{result.email}</strong>, vous allez recevoir un email
        avec un lien pour choisir un nouveau mot de passe. Ce lien est valable 1 heure.
      </p>
      <p className={styles.small}>Pensez à vérifier votre dossier de courriers indésirables.</p>
      <section className={styles.question} aria-labelledby="mdp-oublie-renvoi">
        <h2 id="mdp-oublie-renvoi">Vous n'avez rien reçu ?</h2>
        <Form method="post" action={FORGOTTEN_PASSWORD_PATH} className={styles.form} {...formProps}>
          {resendOk && (
            <p className={styles.success} role="status">
              Un nouvel email vient de vous être envoyé.
            </p>
          )}
          <FormError id={form.errorId} error={formError ?? fields.email.errors?.[0]} />
          <input type="hidden" name="email" value={result.email} />
          <CaptchaField
            id="mdp-oublie-captcha-renvoi"
            error={fields.altcha.errors?.[0]}
            resetKey={result.captchaUsed ? result : undefined}
          />
          <div className={styles.actions}>
            <Button type="submit" name="intent" value="renvoyer" variant="secondary">
              Renvoyer l'email
            </Button>
            <Link to={FORGOTTEN_PASSWORD_PATH}>Utiliser une autre adresse</Link>
          </div>
          <Sending />
        </Form>
      </section>
    </>
  );
}
