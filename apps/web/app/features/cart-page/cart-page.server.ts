import {
  CART_KINDS,
  type CartKind,
  DEFAULT_CART_KIND,
  endpoints,
  giftCardLineLabel,
  type ProductCard,
} from '@cabas/contracts';
import type { RouterContextProvider } from 'react-router';
import type { ApiClient } from '../../lib/api-client.server.ts';
import { createCache } from '../../lib/cache.server.ts';
import { CACHE_SIZES } from '../../lib/cache-sizes.server.ts';
import { isCartKind } from '../../lib/cart-kind.ts';
import { shopContext } from '../../lib/context.server.ts';
import { formatPrice, formatSlot } from '../../lib/format.ts';
import { cartCalls, shopperApi } from '../cart/index.server.ts';
import type { ShopCart, ShopCartLine } from '../cart/index.ts';
import { CART_KIND_LABELS, cartRules } from '../cart/index.ts';
import { NO_BRAND, toCard } from '../catalogue/index.ts';
import { getStore } from '../stores/index.server.ts';
import {
  type CartGroup,
  type CartLineView,
  type CartPageData,
  type CartPush,
  PUSHES_MAX,
  RECOMMENDED_MAX,
} from './cart-page-model.ts';

type Context = Readonly<RouterContextProvider>;

/** Lines whose complementary products feed the suggestions (one cached sheet call each). */
const SUGGESTION_SOURCES = 4;
const OTHER_DEPARTMENT = 'Autres produits';

export function lineView(line: ShopCartLine): CartLineView {
  const p = line.produit;
  return {
    id: line.id,
    productId: line.produit_id,
    giftCardAmount: line.montant,
    designation: line.montant === null ? p.designation || line.designation : giftCardLineLabel(line.montant),
    brand: p.marque?.trim() ? p.marque : NO_BRAND,
    url: p.url,
    image: p.visuel,
    quantityLabel: p.quantite_libelle,
    quantity: line.quantite,
    unitPriceCents: line.unitPriceCents,
    totalCents: line.totalCents,
    totalBeforeCents: line.totalBeforeCents,
    substitution: line.substitution_accord,
    available: line.disponible,
    unavailableReason: line.message_indisponibilite,
    rules: cartRules(p),
    pickupDays: p.jours_retraits.map((day) => ({ text: day.jour_texte, available: day.disponible })),
    seller: p.infos_vendeur ? { name: p.infos_vendeur.nom, days: p.infos_vendeur.delai_livraison } : null,
  };
}

/** Available lines grouped by department (the first level of the product's category path). */
export function groupLines(lines: CartLineView[], departments: Map<number, string>): CartGroup[] {
  const groups = new Map<string, CartLineView[]>();
  for (const line of lines) {
    const name = departments.get(line.id) ?? OTHER_DEPARTMENT;
    const list = groups.get(name);
    if (list) list.push(line);
    else groups.set(name, [line]);
  }
  return [...groups].map(([department, groupLines]) => ({ department, lines: groupLines }));
}

/**
 * The complementary products of a product in a store (the same for every shopper, the non-pro view),
 * kept a minute: the cart page does not fetch and read four product sheets on every load.
 */
const complements = createCache<ProductCard[]>(CACHE_SIZES.cartComplements);

function complementsOf(api: ApiClient, store: number, productId: number): Promise<ProductCard[]> {
  return complements
    .get(`${store}:${productId}`, async () => {
      const sheet = await api.call(endpoints.catalogue.product, { params: { shop: store, id: productId } });
      return sheet.data.attributes.associations.complementaire.data;
    })
    .catch(() => []);
}

async function recommendations(api: ApiClient, store: number, cart: ShopCart): Promise<ProductCard[]> {
  const inCart = new Set(cart.lignes_panier.map((line) => line.produit_id));
  const sources = cart.lignes_panier.filter((line) => line.disponible).slice(0, SUGGESTION_SOURCES);
  const lists = await Promise.all(sources.map((line) => complementsOf(api, store, line.produit_id)));
  const seen = new Set<number>();
  const products: ProductCard[] = [];
  for (const list of lists) {
    for (const product of list) {
      if (seen.has(product.id) || inCart.has(product.id)) continue;
      if (!product.attributes.en_stock || product.attributes.prix === null) continue;
      seen.add(product.id);
      products.push(product);
    }
  }
  return products.slice(0, RECOMMENDED_MAX);
}

/**
 * `/panier?type_panier=`: the cart of one kind of the current store, its lines grouped,
 * totals, reductions, bag deposit, suggestions and the pre-checkout pushes. National mode: no cart.
 */
export async function cartPageLoader(request: Request, context: Context): Promise<CartPageData> {
  const shop = context.get(shopContext);
  const url = new URL(request.url);
  const requested = url.searchParams.get('type_panier');
  const kind: CartKind = isCartKind(requested, CART_KINDS) ? requested : DEFAULT_CART_KIND;
  const confirmEmpty = url.searchParams.get('vider') === '1';
  if (shop.storeId === null) return emptyPage(kind, true, confirmEmpty);

  const store = shop.storeId;
  const api = await shopperApi(request, context);
  const [cart, quantities, resource] = await Promise.all([
    cartCalls.get(api, store, kind),
    cartCalls.quantities(api, store),
    getStore(shop.api, store).catch(() => null),
  ]);

  const counts = new Map<CartKind, number>();
  for (const perKind of Object.values(quantities))
    for (const k of CART_KINDS) if ((perKind[k] ?? 0) > 0) counts.set(k, (counts.get(k) ?? 0) + 1);
  const kinds = CART_KINDS.filter((k) => k === kind || counts.has(k)).map((k) => ({
    kind: k,
    label: CART_KIND_LABELS[k],
    count: k === kind ? cart.nb_produits : (counts.get(k) ?? 0),
  }));

  const views = cart.lignes_panier.map(lineView);
  const departments = new Map(
    cart.lignes_panier.map((line) => [line.id, line.produit.category_path[0]?.libelle ?? OTHER_DEPARTMENT]),
  );
  const recommended = cart.lignes_panier.length ? await recommendations(shop.api, store, cart) : [];
  const bag = cart.options_incluses.find((option) => option.type === 'CSAC') ?? null;
  const attributes = resource?.attributes;

  return {
    national: false,
    kind,
    kinds,
    groups: groupLines(
      views.filter((line) => line.available),
      departments,
    ),
    unavailable: views.filter((line) => !line.available),
    lineCount: cart.nb_produits,
    articleCount: cart.nb_articles,
    totalCents: cart.totalCents,
    totalBeforeCents: cart.totalBeforeCents,
    discountCents: cart.discountCents,
    reductions: cart.reductions.map((r) => ({
      code: r.code,
      label: r.libelle,
      valueCents: r.valueCents,
      applicable: r.applicable,
      message: r.message,
    })),
    bagDeposit: bag
      ? {
          label: bag.libelle,
          unitCents: bag.unitCents,
          maxReturned: bag.quantite_max_retour,
        }
      : null,
    sellerDelay: cart.libelle_delai_livraison,
    allowPromo: cart.magasin.allowCodePromo,
    substitutionChoice: cart.magasin.hasChoixSubstitution,
    recommended: recommended.map(toCard),
    pushes: pushes(cart, kind, {
      nextSlot: formatSlot(attributes?.date_premier_creneau_drive ?? null),
      minimumDeliveryCents: attributes?.minimumHomeDeliveryCents ?? null,
      bagCents: bag ? bag.unitCents : null,
    }),
    confirmEmpty,
  };
}

function emptyPage(kind: CartKind, national: boolean, confirmEmpty: boolean): CartPageData {
  return {
    national,
    kind,
    kinds: [],
    groups: [],
    unavailable: [],
    lineCount: 0,
    articleCount: 0,
    totalCents: 0,
    totalBeforeCents: 0,
    discountCents: 0,
    reductions: [],
    bagDeposit: null,
    sellerDelay: null,
    allowPromo: false,
    substitutionChoice: false,
    recommended: [],
    pushes: [],
    confirmEmpty,
  };
}

/**
 * The pre-checkout pushes (at most 5): what the shopper should know
 * before "Commander", from the cart and the store, without another call.
 */
export function pushes(
  cart: ShopCart,
  kind: CartKind,
  store: { nextSlot: string | null; minimumDeliveryCents: number | null; bagCents: number | null },
): CartPush[] {
  const list: CartPush[] = [];
  if (kind === 'drive' && store.nextSlot)
    list.push({ title: 'Prochain créneau drive', text: `Retrait possible dès le ${store.nextSlot}.` });
  if (store.bagCents !== null)
    list.push({
      title: 'Sacs consignés',
      text: `Vos courses sont préparées en sacs consignés à ${formatPrice(store.bagCents)} le sac, remboursés quand vous les rapportez.`,
    });
  if (store.minimumDeliveryCents !== null && kind === 'drive')
    list.push({
      title: 'Livraison à domicile',
      text: `La livraison à domicile est possible dès ${formatPrice(store.minimumDeliveryCents)} d'achats.`,
    });
  if (cart.magasin.hasChoixSubstitution)
    list.push({
      title: 'Produits de remplacement',
      text: 'Indiquez pour chaque produit si vous acceptez un produit de remplacement en cas de rupture.',
    });
  if (cart.magasin.allowCodePromo && !cart.reductions.length)
    list.push({ title: 'Code promo', text: 'Vous avez un code promo ? Saisissez-le avant de commander.' });
  if (kind === 'click_and_collect_traiteur_noel' || kind === 'click_and_collect_traiteur_permanent')
    list.push({ title: 'Dates de retrait', text: 'Vérifiez les dates de retrait de vos produits traiteur.' });
  return list.slice(0, PUSHES_MAX);
}
