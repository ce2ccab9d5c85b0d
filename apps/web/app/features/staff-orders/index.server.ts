/** The server face of features/staff-orders: the loader of /gestion/commandes. */
export { type StaffOrdersPageData, staffDayOrdersLoader } from './staff-orders.server.tsx';
