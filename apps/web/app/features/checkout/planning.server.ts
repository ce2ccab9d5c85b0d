import { API_ERROR_CODES, endpoints } from '@cabas/contracts';
import type { RouterContextProvider } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { publicCalls } from './checkout-api.server.ts';
import { slotView } from './mode-step.server.ts';
import type { SlotDay } from './slot-model.ts';

export interface PlanningData {
  national: boolean;
  holdMinutes: number | null;
  services: { id: number; label: string; days: SlotDay[] }[];
}

/** `/planning`: the slot planning of each service of the current store. */
export async function planningLoader(context: Readonly<RouterContextProvider>): Promise<PlanningData> {
  const shop = context.get(shopContext);
  if (shop.storeId === null) return { national: true, holdMinutes: null, services: [] };
  try {
    const planning = await publicCalls.planning(shop.api, shop.storeId);
    return {
      national: false,
      holdMinutes: planning.meta.duree_reservation_minutes,
      services: planning.data.map((service) => ({
        id: service.service_id,
        label: service.label,
        days: service.jours.map((day) => ({
          date: day.date,
          label: day.jour_texte,
          slots: day.creneaux.map(slotView),
        })),
      })),
    };
  } catch (error) {
    if (isApiError(error, endpoints.checkout.planning) && error.code === API_ERROR_CODES.storeNotFound)
      return { national: true, holdMinutes: null, services: [] };
    throw error;
  }
}
