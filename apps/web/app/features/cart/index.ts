/** The public face of features/cart: what pages, layouts and other features may use (server code is in index.server.ts). */
export {
  AddToCart,
  type AddToCartProduct,
  AfterAddPopins,
  CartControl,
  type CartControlView,
  type CartFormComponent,
  cartControlShown,
  controlClassName,
  useCartControl,
} from './add-to-cart.tsx';
export { CART_ACTION, type CartActionData, cartChanged, cartFormAction } from './cart-action.ts';
export { articlesLabel, CartBlock } from './cart-block.tsx';
export { decodeCart, type ShopCart, type ShopCartLine } from './cart-decode.ts';
export { type CartRules, cartRules, defaultKind, quantityLabel } from './cart-rules.ts';
export { type CartSummary, useCartSummary } from './cart-summary.ts';
export { CART_KIND_LABELS } from './kinds.ts';
