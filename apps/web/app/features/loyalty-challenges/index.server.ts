/** The server face of features/loyalty-challenges: the défis page's loader. */

export { challengesLoader } from './challenges.server.ts';
export { challengeCalls } from './challenges-api.server.ts';
