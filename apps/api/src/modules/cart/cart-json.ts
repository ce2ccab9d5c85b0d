import type { Cart } from '@cabas/contracts';
import type { FastifyReply } from 'fastify';

/**
 * Cart answers as JSON text. A line's product (a catalogue card, about 2 kB) is the same object from
 * one answer to the next while its card is cached (cart-view.ts): its JSON is written once and
 * spliced in, instead of serialising a dozen cards on every add to cart.
 */
const written = new WeakMap<object, string>();
const TOKEN = /"\\u0000(\d+)\\u0000"/g;

function productJson(product: object): string {
  let json = written.get(product);
  if (json === undefined) {
    json = JSON.stringify(product);
    written.set(product, json);
  }
  return json;
}

/** `{data: cart, …rest}` as JSON, each line's product written once per product object. */
export function cartJson(body: { data: Cart }): string {
  const parts: string[] = [];
  const lines = body.data.lignes_panier.map((line) => {
    parts.push(productJson(line.produit));
    return { ...line, produit: `\u0000${parts.length - 1}\u0000` };
  });
  const text = JSON.stringify({ ...body, data: { ...body.data, lignes_panier: lines } });
  return parts.length ? text.replace(TOKEN, (_, index: string) => parts[Number(index)]!) : text;
}

export function sendCart(reply: FastifyReply, body: { data: Cart }): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(cartJson(body));
}
