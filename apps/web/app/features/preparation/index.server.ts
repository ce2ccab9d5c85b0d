/** The server face of features/preparation: the page's loader and actions, the picking list's PDF. */
export {
  type PreparationActionData,
  type PreparationPageData,
  pickingListMiddleware,
  preparationAction,
  preparationLoader,
} from './preparation.server.ts';
