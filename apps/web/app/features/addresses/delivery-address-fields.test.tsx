import type { DeliveryAddress } from '@cabas/contracts';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AddressStepPage } from '../checkout/address-step-page.tsx';
import { AddressForm } from './address-form.tsx';

const inRouter = (element: React.ReactElement) =>
  renderToString(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);

/** The names of the form's inputs and selects, in document order (radios once; buttons left out). */
const controlNames = (html: string) => [
  ...new Set([...html.matchAll(/<(?:input|select)[^>]*\bname="([^"]+)"/g)].map((m) => m[1])),
];

const address = {
  id: 7,
  libelle: 'Maison',
  civilite: 'M.',
  prenom: 'Jean',
  nom: 'Dupont',
  adresse: '1 rue de la Paix',
  complement_adresse: null,
  code_postal: '75001',
  code_insee: '75101',
  nom_commune: 'Paris',
  tel: '0601020304',
  type_habitation: 'appartement',
  etage: 3,
  digicode1: 'A1',
  digicode2: null,
  interphone: null,
  info_livreur: 'Sonner deux fois',
  ascenseur: true,
  centre_ville: false,
  voie_sans_issue: false,
  sens_unique: false,
  rue_pietonne: false,
  access_semi_remorque: false,
  residence: true,
  defaut: true,
} as unknown as DeliveryAddress;

const SHARED = ['civilite', 'prenom', 'nom', 'tel', 'type_habitation', 'etage', 'digicode1', 'digicode2'];
const ACCESS = ['ascenseur', 'centre_ville', 'voie_sans_issue', 'sens_unique', 'rue_pietonne'];

describe('the delivery-address fields shared by the account and the checkout', () => {
  it('keep the account form’s order, values and errors', () => {
    const html = inRouter(
      <AddressForm
        address={address}
        result={{ status: 'error', error: { tel: ['Téléphone invalide'] } }}
        communes={null}
      />,
    );
    expect(controlNames(html)).toEqual([
      'id',
      'code_postal',
      'code_insee',
      'adresse',
      'complement_adresse',
      'libelle',
      ...SHARED,
      'interphone',
      'info_livreur',
      ...ACCESS,
      'access_semi_remorque',
      'residence',
      'defaut',
    ]);
    expect(html).toMatch(/id="civilite-M\."[^>]*checked/);
    expect(html).toContain('value="0601020304"');
    expect(html).toContain('Téléphone invalide');
    expect(html).toMatch(/id="ascenseur"[^>]*checked/);
  });

  it('keep the checkout form’s order, with the label after the civility and the address after the name', () => {
    const html = inRouter(
      <AddressStepPage
        data={{ addresses: [address], selectedId: 7, editing: address, max: 5 }}
        actionData={{
          intent: 'enregistrer',
          result: { status: 'error', error: { etage: ['Étage invalide'] } },
        }}
      />,
    );
    expect(controlNames(html)).toEqual([
      'intent',
      'code_postal',
      'code_insee',
      'nom_commune',
      'civilite',
      'libelle',
      'prenom',
      'nom',
      'adresse',
      'complement_adresse',
      ...SHARED.slice(3),
      'interphone',
      'info_livreur',
      ...ACCESS,
      'access_semi_remorque',
      'residence',
      'defaut',
    ]);
    expect(html).toContain('Étage invalide');
    expect(html).toMatch(/id="residence"[^>]*checked/);
    expect(html).toContain('Sonner deux fois');
  });
});

describe('the account’s address form drawn from an answer', () => {
  it('shows what was posted rather than the saved address, with the form’s message', () => {
    const html = inRouter(
      <AddressForm
        address={address}
        result={{
          status: 'error',
          initialValue: { id: '7', code_postal: '75001', tel: '06', ascenseur: 'on', civilite: 'Mme' },
          error: { '': ['Merci de corriger les champs signalés.'], tel: ['Téléphone invalide'] },
        }}
        communes={null}
      />,
    );
    expect(html).toContain('value="06"');
    expect(html).not.toContain('0601020304');
    expect(html).not.toContain('Sonner deux fois');
    expect(html).toMatch(/id="civilite-Mme"[^>]*checked/);
    expect(html).toMatch(/id="ascenseur"[^>]*checked/);
    expect(html).not.toMatch(/id="residence"[^>]*checked/);
    expect(html).toMatch(/role="alert"[^>]*>Merci de corriger les champs signalés\./);
    expect(html).toMatch(/aria-invalid="true"[^>]*aria-describedby="[^"]*-erreur"/);
  });
});
