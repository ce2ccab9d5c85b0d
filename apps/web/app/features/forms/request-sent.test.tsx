import { FORM_PAGES, formMessages, messages } from '@cabas/contracts';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CARD_HELP_REQUEST, CardHolderHelp } from '../popins/card-holder-popin.tsx';
import { RequestSentDetails } from '../popins/request-sent-popin.tsx';
import { FormPage } from './form-page.tsx';
import {
  type FormActionData,
  type FormPageData,
  presetsOf,
  SENT_NOTES,
  sentView,
  successView,
} from './forms.ts';

const page: FormPageData = {
  kind: 'contact',
  title: 'Nous contacter',
  prefill: null,
  product: null,
  orders: null,
  presets: {},
};

const answer = (init: Partial<FormActionData> = {}): FormActionData => ({
  sent: true,
  reference: 'CT-20261126-3FA2C1',
  message: formMessages.success,
  copySent: false,
  result: { initialValue: null },
  captchaUsed: true,
  ...init,
});

/** The page as the server renders it after the plain POST (the action's answer in the document). */
function renderAfterPost(result: FormActionData, data: FormPageData = page) {
  const router = createMemoryRouter(
    [{ path: '*', element: <FormPage page={data} result={result} />, hydrateFallbackElement: null }],
    { initialEntries: [FORM_PAGES[data.kind].path] },
  );
  return renderToString(<RouterProvider router={router} />);
}

describe("the 'request taken into account' success", () => {
  it('shows in the page after a plain POST, and in the popin after a request sent by the interactive page', () => {
    const sent = answer();
    expect(successView(sent, sent)).toBe('page');
    expect(successView(sent, null)).toBe('popin');
    expect(successView(answer(), sent)).toBe('popin');
    const refused = answer({
      sent: false,
      reference: null,
      message: null,
      result: {
        status: 'error',
        initialValue: { nom: 'Lambert' },
        error: { '': ['Une erreur est survenue.'] },
      },
    });
    expect(successView(refused, null)).toBeNull();
    expect(successView(null, null)).toBeNull();
  });

  it("without JavaScript, replaces the form by the specification's message and the reference", () => {
    const html = renderAfterPost(answer());
    expect(html).toContain('<h1 tabindex="-1">Demande prise en compte</h1>');
    expect(html).toContain(messages.requestTakenIntoAccount);
    expect(html).toContain('Référence de votre demande : <strong>CT-20261126-3FA2C1</strong>');
    expect(html).not.toContain('<form');
  });

  it('tells of a copy only when the API sent one (a visitor typed an address she did not prove)', () => {
    const visitor = renderAfterPost(answer());
    expect(visitor).not.toContain('Une copie de votre demande');
    expect(visitor).toContain(
      'Votre magasin vous répondra à l&#x27;adresse email indiquée dans votre demande.',
    );
    const shopper = renderAfterPost(answer({ copySent: true }));
    expect(shopper).toContain('Une copie de votre demande vous a été envoyée par e-mail.');
    expect(sentView('contact', answer()).note).toBe(SENT_NOTES.noCopy);
    expect(sentView('contact', answer({ copySent: true })).note).toBe(SENT_NOTES.copy);
  });

  it("gives the newsletter's next step instead of a reference", () => {
    const newsletter = sentView('newsletter', answer({ message: formMessages.newsletterPending }));
    expect(newsletter).toMatchObject({ title: 'Plus qu’une étape', reference: null });
    const html = renderToString(<RequestSentDetails sent={newsletter} />);
    expect(html).toContain(formMessages.newsletterPending);
    expect(html).not.toContain('Référence');
    expect(sentView('retractation', answer({ reference: 'RT-20261126-000001' }))).toMatchObject({
      title: 'Demande prise en compte',
      reference: 'RT-20261126-000001',
      message: formMessages.success,
    });
  });
});

describe('the card-holder help request', () => {
  it("leads from the card-holder help to the contact form with the card's subject chosen", () => {
    expect(CARD_HELP_REQUEST).toBe(`${FORM_PAGES.contact.path}?sujet=Ma%20carte%20de%20fid%C3%A9lit%C3%A9`);
    const url = new URL(CARD_HELP_REQUEST, 'http://localhost');
    expect(presetsOf('contact', url)).toEqual({ sujet: 'Ma carte de fidélité' });
    expect(presetsOf('contact', new URL('http://localhost/?sujet=Autre chose'))).toEqual({});
    expect(presetsOf('newsletter', url)).toEqual({});
    // Before the page is interactive the help is a link to its page; the popin holds the request link.
    expect(renderToString(<MemoryRouter>{<CardHolderHelp />}</MemoryRouter>)).toContain(
      'href="/infos-et-services/fidelite/programme-fidelite"',
    );
  });
});

describe('the refused form', () => {
  const shopper: FormPageData = {
    ...page,
    prefill: { civilite: 'Mme', nom: 'Lambert', prenom: 'Claire', email: 'claire@exemple.fr', tel: '' },
  };

  it('shows each message on its field, what was typed, and the alert of the whole form', () => {
    const html = renderAfterPost(
      answer({
        sent: false,
        reference: null,
        message: null,
        result: {
          status: 'error',
          initialValue: { prenom: 'Claire', sujet: 'Ma commande', message: 'Bonjour' },
          error: { nom: [messages.nomRequired], '': [messages.tooManyAttempts] },
        },
      }),
      shopper,
    );
    expect(html).toMatch(/<p id="[^"]+" class="[^"]*" role="alert">/);
    expect(html).toContain(messages.tooManyAttempts.replaceAll("'", '&#x27;'));
    expect(html).toContain('id="contact-nom-erreur"');
    expect(html).toMatch(
      /id="contact-nom"[^>]*aria-invalid="true"[^>]*aria-describedby="contact-nom-erreur"/,
    );
    expect(html).toContain(messages.nomRequired);
    expect(html).toMatch(/id="contact-prenom"[^>]*value="Claire"/);
    expect(html).toContain('Bonjour</textarea>');
    expect(html).toMatch(/<option value="Ma commande" selected="">/);
    // A name the shopper emptied stays empty: her account's name does not come back.
    expect(html).not.toMatch(/id="contact-nom"[^>]*value="Lambert"/);
  });

  it("fills the sender fields in with the logged-in shopper's identity before any answer", () => {
    const router = createMemoryRouter(
      [{ path: '*', element: <FormPage page={shopper} result={null} />, hydrateFallbackElement: null }],
      { initialEntries: [FORM_PAGES.contact.path] },
    );
    const html = renderToString(<RouterProvider router={router} />);
    expect(html).toMatch(/id="contact-nom"[^>]*value="Lambert"/);
    expect(html).not.toContain('aria-invalid');
  });
});
