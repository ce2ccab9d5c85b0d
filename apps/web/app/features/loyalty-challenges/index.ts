/** The public face of features/loyalty-challenges (server code is in index.server.ts). */
export { ChallengesPage } from './challenges-page.tsx';
