import type { StorePushZone } from '@cabas/contracts';
import type { SlotDay } from '../checkout/index.ts';
import type { EligibilityState } from '../delivery-eligibility/index.ts';
import type { HoursView, ModeView, ShowPlan } from './store-view.ts';

export interface StorePlanning {
  code: ShowPlan;
  title: string;
  services: { id: number; label: string; days: SlotDay[] }[];
}

export interface StorePageData {
  store: {
    id: number;
    name: string;
    path: string;
    adresse: string;
    cp: string;
    ville: string;
    telephone: string;
    services: { code: string; libelle: string; description: string | null }[];
    isCurrent: boolean;
    minimumLadCents: number | null;
    offersHomeDelivery: boolean;
  };
  hours: HoursView;
  modes: ModeView[];
  fuel: {
    items: { code: string; libelle: string; priceMillimes: number | null }[];
    updatedAt: string | null;
  };
  pushZones: StorePushZone[];
  articles: { id: number; titre: string; resume: string; date: string; path: string }[];
  plan: StorePlanning | null;
  eligibility: EligibilityState | null;
  jsonLd: string;
  canonical: string;
}
