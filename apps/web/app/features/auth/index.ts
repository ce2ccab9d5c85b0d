/** The public face of features/auth: what pages, layouts and other features may use (server code is in index.server.ts). */
export { AccountBlock } from './account-block.tsx';
export { InlineLoginForm } from './inline-login-form.tsx';
export { CHECKOUT_LOGIN_PATH, checkoutLoginHref, LOGIN_PATH, LOGOUT_PATH, loginHref } from './login-links.ts';
export { LoginPage } from './login-page.tsx';
export { LoginPromptProvider, ProtectedLink, useProtectedAction } from './login-prompt.tsx';
export { PostLoginSequence } from './post-login-popins.tsx';
export { type ShopperData, usePendingSteps, useShopper } from './shopper.ts';
