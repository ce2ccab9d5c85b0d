/** The server face of features/loyalty: loaders, actions and server helpers that other features and routes may use. */
export { cardCreationAction, loyaltyAction, loyaltyHomeLoader, loyaltyLoader } from './loyalty.server.ts';
export { pointsConversionAction, pointsConversionLoader } from './points-conversion.server.ts';
