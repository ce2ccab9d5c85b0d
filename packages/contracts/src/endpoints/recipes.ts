import { endpoint } from '../endpoint.ts';
import { CART_ERROR_CODES } from '../error-codes/cart.ts';
import { RECIPES_ERROR_CODES as R } from '../error-codes/recipes.ts';
import {
  mealBody,
  mealParams,
  mealResponse,
  mealsCartQuery,
  mealsResponse,
  personalRecipeBody,
  recipeCartLinesResponse,
  recipeCartQuery,
  recipeListQuery,
  recipeListResponse,
  recipeParams,
  recipeQuery,
  recipeResponse,
  recipeSummariesResponse,
} from '../recipes.ts';

const tags = ['recettes'] as const;
const storeNotFound = CART_ERROR_CODES.storeNotFound;

/**
 * Recipes: the shop's (public, but a pro recipe for pro customers only, decision 120), the client's
 * favourites, personal recipes and week of meals (`/me/...`, logged-in client; another client's
 * answers 404).
 */
export const recipesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/recettes',
    summary:
      'Recettes de la boutique : recherche, catégorie, durée totale maximale, difficulté ; recettes pro (clients pro seulement)',
    tags,
    query: recipeListQuery,
    response: recipeListResponse,
    errors: [],
  }),
  get: endpoint({
    method: 'GET',
    path: '/recettes/:id',
    summary:
      'Une recette, ses ingrédients associés aux produits du magasin (ou une recette personnelle du client)',
    tags,
    params: recipeParams,
    query: recipeQuery,
    response: recipeResponse,
    errors: [R.recipeUnknown, storeNotFound],
  }),
  cartLines: endpoint({
    method: 'GET',
    path: '/recettes/:id/lignes-panier',
    summary:
      'Les quantités de produits de la recette pour un nombre de personnes (pour l’ajout en lot au panier)',
    tags,
    params: recipeParams,
    query: recipeCartQuery,
    response: recipeCartLinesResponse,
    errors: [R.recipeUnknown, storeNotFound],
  }),
  favourites: endpoint({
    method: 'GET',
    path: '/me/recettes-favorites',
    summary: 'Recettes favorites du client',
    tags,
    response: recipeSummariesResponse,
    errors: [],
  }),
  addFavourite: endpoint({
    method: 'PUT',
    path: '/me/recettes-favorites/:id',
    summary: 'Ajoute une recette aux favorites (sans effet si elle y est déjà)',
    tags,
    params: recipeParams,
    response: null,
    status: 204,
    errors: [R.recipeUnknown],
  }),
  removeFavourite: endpoint({
    method: 'DELETE',
    path: '/me/recettes-favorites/:id',
    summary: 'Retire une recette des favorites',
    tags,
    params: recipeParams,
    response: null,
    status: 204,
    errors: [],
  }),
  personal: endpoint({
    method: 'GET',
    path: '/me/recettes-personnelles',
    summary: 'Recettes écrites par le client',
    tags,
    response: recipeSummariesResponse,
    errors: [],
  }),
  createPersonal: endpoint({
    method: 'POST',
    path: '/me/recettes-personnelles',
    summary: 'Écrit une recette personnelle (ingrédients associés aux produits par recherche)',
    tags,
    body: personalRecipeBody,
    response: recipeResponse,
    status: 201,
    errors: [R.personalFull],
  }),
  updatePersonal: endpoint({
    method: 'PUT',
    path: '/me/recettes-personnelles/:id',
    summary: 'Modifie une recette personnelle',
    tags,
    params: recipeParams,
    body: personalRecipeBody,
    response: recipeResponse,
    errors: [R.recipeUnknown],
  }),
  removePersonal: endpoint({
    method: 'DELETE',
    path: '/me/recettes-personnelles/:id',
    summary: 'Supprime une recette personnelle',
    tags,
    params: recipeParams,
    response: null,
    status: 204,
    errors: [R.recipeUnknown],
  }),
  meals: endpoint({
    method: 'GET',
    path: '/me/repas',
    summary: 'La semaine de repas du client',
    tags,
    response: mealsResponse,
    errors: [],
  }),
  addMeal: endpoint({
    method: 'POST',
    path: '/me/repas',
    summary: 'Ajoute une recette à un jour de la semaine, pour un nombre de personnes',
    tags,
    body: mealBody,
    response: mealResponse,
    status: 201,
    errors: [R.recipeUnknown, R.mealsFull],
  }),
  removeMeal: endpoint({
    method: 'DELETE',
    path: '/me/repas/:id',
    summary: 'Retire un repas de la semaine',
    tags,
    params: mealParams,
    response: null,
    status: 204,
    errors: [R.mealUnknown],
  }),
  mealsCartLines: endpoint({
    method: 'GET',
    path: '/me/repas/lignes-panier',
    summary: 'Les quantités de produits de toute la semaine, additionnées par produit',
    tags,
    query: mealsCartQuery,
    response: recipeCartLinesResponse,
    errors: [R.mealsEmpty, storeNotFound],
  }),
} as const;
