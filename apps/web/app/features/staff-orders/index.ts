/** The public face of features/staff-orders (the day's orders of a store, /gestion/commandes); server code is in index.server.ts. */
export { StaffDayOrdersPage } from './staff-day-orders.tsx';
