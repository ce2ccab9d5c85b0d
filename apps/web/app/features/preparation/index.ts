/** The public face of features/preparation (an order's preparation under /gestion, decision 112). */
export { PreparationPage, pickingListPath } from './preparation-page.tsx';
