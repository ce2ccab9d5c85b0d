import { FORM_PAGES, type FormKind, formMessages } from '@cabas/contracts';
import { type ComponentType, useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { Button } from '../../ui/button.tsx';
import styles from '../account/account.module.css';
import { CaptchaField } from '../account/captcha-field.tsx';
import { useFocusFirstError } from '../account/use-focus-error.ts';
import {
  CardActivationBody,
  CardRequestBody,
  ContactBody,
  LoyaltyCancellationBody,
  NewsletterBody,
  ProductQuestionBody,
  WithdrawalBody,
} from './form-bodies.tsx';
import type { Errors, Values } from './form-fields.tsx';
import own from './forms.module.css';
import type { FormActionData, FormPageData } from './forms.ts';

type Body = ComponentType<{ page: FormPageData; values: Values; errors: Errors; action: string }>;

const BODIES: Record<FormKind, Body> = {
  contact: ContactBody,
  'demande-carte': CardRequestBody,
  'activation-carte': CardActivationBody,
  retractation: WithdrawalBody,
  newsletter: NewsletterBody,
  'question-produit': ProductQuestionBody,
  'resiliation-fidelite': LoyaltyCancellationBody,
};

const SUBMIT: Record<FormKind, string> = {
  contact: 'Envoyer ma demande',
  'demande-carte': 'Demander ma carte',
  'activation-carte': 'Activer ma carte',
  retractation: 'Envoyer ma rétractation',
  newsletter: "M'inscrire",
  'question-produit': 'Envoyer ma question',
  'resiliation-fidelite': 'Résilier ma carte',
};

/** The loading message of the specification while the request is on its way. */
function Sending({ action }: { action: string }) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formAction?.split('?')[0] === action;
  return (
    <p role="status" className={styles.small}>
      {sending ? formMessages.sending : ''}
    </p>
  );
}

function Sent({ page, result }: { page: FormPageData; result: FormActionData }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The confirmation replaces the form: the focus goes to its title (it would be lost on the removed button).
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const newsletter = page.kind === 'newsletter';
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {newsletter ? 'Plus qu’une étape' : 'Demande envoyée'}
      </h1>
      <p className={styles.success}>{result.message ?? formMessages.success}</p>
      {!newsletter && result.reference && (
        <p className={own.reference}>
          Référence de votre demande : <strong>{result.reference}</strong>
        </p>
      )}
      <p>
        {newsletter
          ? 'Pensez à vérifier votre dossier de courriers indésirables si vous ne recevez rien.'
          : 'Une copie de votre demande vous a été envoyée par e-mail.'}
      </p>
      <p>
        <a href="/">Retour à l'accueil</a>
      </p>
    </>
  );
}

/**
 * A form page: its introduction and fields, the captcha of the anonymous forms, the specification's
 * loading message, then the confirmation with the request's reference. Posted to the route's own
 * action, it works without JavaScript (the captcha excepted, which the page says).
 */
export function FormPage({ page, result }: { page: FormPageData; result?: FormActionData | null }) {
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, result);
  if (result?.sent)
    return <div className={`page ${styles.page}`}>{<Sent page={page} result={result} />}</div>;
  const action = FORM_PAGES[page.kind].path;
  const Body = BODIES[page.kind];
  const anonymous = page.kind !== 'retractation';
  const empty = page.kind === 'retractation' && (page.orders?.length ?? 0) === 0;
  const formAction = page.product ? `${action}?produit=${page.product.id}` : action;
  return (
    <div className={`page ${styles.page}`}>
      <h1>{page.title}</h1>
      <Form ref={form} method="post" action={formAction} className={styles.form} noValidate>
        {result?.error && (
          <p className={styles.alert} role="alert">
            {result.error}
          </p>
        )}
        {!empty && <p className={styles.small}>Tous les champs sont obligatoires sauf mention contraire.</p>}
        <Body
          page={page}
          values={result?.values ?? {}}
          errors={result?.fieldErrors ?? {}}
          action={formAction}
        />
        {anonymous && (
          <CaptchaField
            id={`${page.kind}-captcha`}
            error={result?.fieldErrors.altcha}
            resetKey={result?.captchaUsed ? result : undefined}
          />
        )}
        {!empty && (
          <div className={styles.actions}>
            <Button type="submit" variant="primary">
              {SUBMIT[page.kind]}
            </Button>
          </div>
        )}
        <Sending action={action} />
      </Form>
    </div>
  );
}
