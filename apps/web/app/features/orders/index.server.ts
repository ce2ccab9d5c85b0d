/** The server face of features/orders: loaders, actions and server helpers that other features and routes may use. */

export { documentMiddleware } from './documents.server.ts';
export { invoicePageAction, invoicePageLoader } from './documents-invoice.server.ts';
export { orderDetailAction } from './order-actions.server.ts';
export { orderDetailLoader } from './order-detail.server.ts';
export { orderPdfMiddleware } from './order-pdf.server.ts';
export { orderProductsLoader } from './order-products.server.ts';
export { orderCalls, type ShopOrder } from './orders-api.server.ts';
export { ordersListLoader } from './orders-list.server.ts';
