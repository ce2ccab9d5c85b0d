import { FORM_PAGES, type FormKind, formMessages } from '@cabas/contracts';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import styles from '../../ui/account-forms.module.css';
import { Button } from '../../ui/button.tsx';
import { CaptchaField } from '../../ui/captcha-field.tsx';
import { useFocusFirstError } from '../../ui/use-focus-error.ts';
import { RequestSentDetails, RequestSentPopin } from '../popins/request-sent-popin.tsx';
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
import { type FormActionData, type FormPageData, type SentView, sentView, successView } from './forms.ts';

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

/** The success page (a plain POST: no JavaScript, or a request sent before the page was interactive). */
function SentPage({ sent }: { sent: SentView }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The confirmation replaces the form: the focus goes to its title (it would be lost on the removed button).
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {sent.title}
      </h1>
      <RequestSentDetails sent={sent} />
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
  // The answer the document was rendered with: a later one came from the interactive page.
  const atLoad = useRef(result);
  const view = successView(result, atLoad.current);
  const [closedFor, setClosedFor] = useState<FormActionData | null>(null);
  // Sent from the interactive page: the form is emptied under the popin and keeps its focus (the
  // popin gives it back on close); its fields now default to empty values.
  useEffect(() => {
    if (view === 'popin' && result) form.current?.reset();
  }, [view, result]);
  if (view === 'page' && result)
    return (
      <div className={`page ${styles.page}`}>
        <SentPage sent={sentView(page.kind, result)} />
      </div>
    );
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
          values={view === 'popin' ? page.presets : (result?.values ?? page.presets)}
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
      {view === 'popin' && result && (
        <RequestSentPopin
          sent={sentView(page.kind, result)}
          title={sentView(page.kind, result).title}
          isOpen={closedFor !== result}
          onClose={() => setClosedFor(result)}
        />
      )}
    </div>
  );
}
