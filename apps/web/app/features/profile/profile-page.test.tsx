import { profileMessages } from '@cabas/contracts';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProfileLoaderData } from './profile.ts';
import { ProfilePage } from './profile-page.tsx';

const data: ProfileLoaderData = {
  email: 'marie.dupont@exemple.fr',
  isPro: false,
  passwordExpired: false,
  values: {
    civilite: 'Mme',
    nom: 'Dupont',
    prenom: 'Marie',
    tel: '',
    adresse: '',
    complement_adresse: '',
    cp: '',
    ville: '',
    pays: '',
    departement: '',
    optIn: false,
    optin_sms_suivi_commande_drive: false,
  },
  motifs: [{ id: 1, valeur: 'Autre raison' }],
  deletion: { possible: true, raisons: [] },
  deletionStep: 0,
  success: 'email',
};

function render(page: ProfileLoaderData) {
  const router = createMemoryRouter(
    [{ path: '*', element: <ProfilePage data={page} result={null} />, hydrateFallbackElement: null }],
    { initialEntries: ['/mon-compte/mon-profil?ok=email'] },
  );
  return renderToString(<RouterProvider router={router} />);
}

describe('the e-mail change on the profile page', () => {
  it('says the same whether the new address was free or already an account’s', () => {
    const html = render(data);
    expect(html).toContain(
      'Si la nouvelle adresse peut être utilisée pour votre compte, un lien de confirmation (valable 24 heures)',
    );
    expect(html).toContain('c&#x27;est son titulaire qui est prévenu');
    expect(html).not.toContain('Nous venons d&#x27;envoyer un email à votre nouvelle adresse');
    expect(profileMessages.emailChangeSentGeneric).not.toMatch(/Nous venons d'envoyer/);
  });

  it('explains before the request that an address already used gets no link', () => {
    const html = render({ ...data, success: null });
    expect(html).toContain('Si elle est déjà celle d&#x27;un autre compte, aucun lien n&#x27;est envoyé');
  });
});
