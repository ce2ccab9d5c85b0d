/** The public face of features/catalogue: what pages, layouts and other features may use (server code is in index.server.ts). */
export { type CardData, NO_BRAND, toCard } from './card-model.ts';
export { InfoValues } from './info-values.tsx';
export { catalogueMeta } from './list-meta.ts';
export { NATIONAL_STORE_ID } from './list-url.ts';
export { MixPage } from './mix-page.tsx';
export { ProductCardGrid } from './product-card-grid.tsx';
export { Breadcrumb, ProductListPage } from './product-list-page.tsx';
export { default as productPageStyles } from './product-page.module.css';
export { ProductPage } from './product-page.tsx';
export { default as rayonsStyles } from './rayons.module.css';
export type { Department, DepartmentMenu } from './types.ts';
