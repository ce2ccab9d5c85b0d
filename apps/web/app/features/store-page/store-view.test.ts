import type { StoreResource } from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import { decodeStore } from '../stores/store-decode.ts';
import { hoursView, isShowPlan, localBusiness, modesView } from './store-view.ts';

const DAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];

function store(entries: StoreResource['attributes']['horaires_exceptionnels_table']['entries'] = []) {
  return decodeStore({
    type: 'magasin',
    id: 47,
    attributes: {
      magasin: 'Cabas Hyper Lyon Part-Dieu',
      name: 'Cabas Hyper Lyon Part-Dieu',
      aliasWeb: 'cabas-hyper-lyon-part-dieu',
      adresse: '17 rue du Docteur-Bouchut',
      cp: '69003',
      ville: 'Lyon',
      telephone_magasin: '04 72 00 00 00',
      latitude: 45.76,
      longitude: 4.85,
      horaires_table: DAYS.map((jour) => ({ jour, from: '08:30', to: '21:00' })),
      horaires_exceptionnels_table: { type: 'Magasin', entries },
      montantMinimumLAD: 60,
      modes_commande: [
        {
          type: 'LAD',
          label_long: 'Livraison à domicile',
          tarif_mini: 5.9,
          consigne_sacs: null,
          prochain_creneau: null,
          services: [],
        },
      ],
    },
  } as unknown as StoreResource);
}
// 2026-11-26 is a Thursday; Paris is UTC+1 in November.
const at = (local: string) => new Date(`${local}+01:00`);

describe('the store page’s hours', () => {
  it('says open now until the closing time, and today’s hours', () => {
    const view = hoursView(store().attributes, at('2026-11-26T10:00:00'));
    expect(view.status).toBe('Ouvert maintenant, jusqu’à 21h');
    expect(view.today).toBe('8h30 – 21h');
    expect(view.week.find((d) => d.isToday)?.day).toBe('Jeudi');
    expect(view.week.at(-1)).toMatchObject({ day: 'Dimanche', hours: 'Fermé' });
  });

  it('says when a closed store opens next, past a closed Sunday and an exceptional closure', () => {
    expect(hoursView(store().attributes, at('2026-11-26T22:00:00')).status).toBe(
      'Fermé, ouvre demain à 8h30',
    );
    const closedMonday = store([{ type: 'Fermeture', date: '2026-11-30', from: null, to: null }]);
    const view = hoursView(closedMonday.attributes, at('2026-11-28T22:00:00'));
    expect(view.status).toBe('Fermé, ouvre mardi 1er décembre à 8h30');
    expect(view.exceptions).toEqual([{ date: '2026-11-30', label: 'Lundi 30 novembre', text: 'fermé' }]);
  });

  it('shows an exceptional Sunday opening as today’s hours', () => {
    const sunday = store([{ type: 'Ouverture', date: '2026-11-29', from: '09:00', to: '13:00' }]);
    const view = hoursView(sunday.attributes, at('2026-11-29T10:00:00'));
    expect(view.today).toBe('9h – 13h');
    expect(view.open).toBe(true);
  });
});

describe('the store page’s order modes', () => {
  it('gives the delivery fee and the minimum order in cents', () => {
    expect(modesView(store().attributes)).toEqual([
      {
        type: 'LAD',
        label: 'Livraison à domicile',
        nextSlot: null,
        priceFromCents: 590,
        minimumCents: 6000,
      },
    ]);
  });
});

describe('show_plan', () => {
  it('knows ccn, cct and ccp only', () => {
    expect(['ccn', 'cct', 'ccp'].every(isShowPlan)).toBe(true);
    expect(isShowPlan('lad')).toBe(false);
    expect(isShowPlan('toString')).toBe(false);
    expect(isShowPlan(null)).toBe(false);
  });
});

describe('LocalBusiness JSON-LD', () => {
  it('is a GroceryStore with the week and the exceptional days', () => {
    const ld = localBusiness(
      store([
        { type: 'Fermeture', date: '2026-12-25', from: null, to: null },
        { type: 'Fermeture', date: '2026-12-26', from: '12:00', to: '14:00' },
      ]),
      'https://shop.example',
    );
    expect(ld).toMatchObject({
      '@type': 'GroceryStore',
      url: 'https://shop.example/magasins/cabas-hyper-lyon-part-dieu-m-47',
      address: { postalCode: '69003', addressCountry: 'FR' },
    });
    expect(ld.openingHoursSpecification).toHaveLength(7);
    expect(ld.openingHoursSpecification[0]).toMatchObject({
      dayOfWeek: 'https://schema.org/Monday',
      opens: '08:30',
      closes: '21:00',
    });
    expect(ld.openingHoursSpecification.at(-1)).toMatchObject({
      validFrom: '2026-12-25',
      opens: '00:00',
      closes: '00:00',
    });
  });
});
