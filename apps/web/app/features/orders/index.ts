/** The public face of features/orders: what pages, layouts and other features may use (server code is in index.server.ts). */
export { DocumentError } from './document-error.tsx';
export { InvoicePage } from './documents-invoice.tsx';
export { IN_STORE_PATH, receiptPdfHref } from './documents-links.ts';
export { OrderCard } from './order-card.tsx';
export { OrderDetail } from './order-detail.tsx';
export { OrderProducts } from './order-products.tsx';
export { type OrderSummaryView, summaryView } from './order-view.ts';
export { ALL_ORDERS_PATH, ORDERS_PATH } from './orders-links.ts';
export { OrdersList } from './orders-list.tsx';
export { OrdersTabs } from './orders-tabs.tsx';
