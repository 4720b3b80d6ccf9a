import {
  CARRIER_LABELS,
  formatCents,
  ORDER_NOT_FOUND,
  type OrderFollowUp,
  trackingUrl,
  type WhatsappLinks,
  whatsappUrl,
} from '@pagora/contract';
import type { EntityManager } from 'typeorm';
import { orderPath } from '../checkout/view.ts';
import { CheckoutSession, Order, Product, Store } from '../db/entities/index.ts';
import { checkoutDomainOf } from '../domains/domains.ts';
import { findInOwnedStore } from '../identity/stores.ts';
import { NotFoundError } from '../shared/errors.ts';
import { recoveryLink } from './abandoned-carts.ts';
import { trackingView } from './tracking.ts';

/*
 * 'Chamar no WhatsApp' (/pedidos): a wa.me link to the buyer's phone with a message in Portuguese
 * that carries what the buyer needs to go on — the order's payment page for a PIX or boleto still
 * waiting, the cart's recovery link for an abandoned cart, the tracking for a shipped order.
 * Only buyers who left a phone get one.
 */

const firstName = (name: string | null) => (name ?? '').trim().split(/\s+/)[0] ?? '';
const hello = (name: string | null) => (firstName(name) ? `Olá, ${firstName(name)}!` : 'Olá!');

/** The message about an order: its payment page while a PIX/boleto waits, its tracking once shipped. */
export function orderWhatsappMessage(
  order: Pick<
    Order,
    'buyerName' | 'number' | 'totalCents' | 'status' | 'paymentMethod' | 'trackingCarrier' | 'trackingCode'
  >,
  storeName: string,
  link: string,
): string {
  const about = `Aqui é da ${storeName}, sobre o seu pedido nº ${order.number} (${formatCents(order.totalCents)}).`;
  const lines = [`${hello(order.buyerName)} ${about}`];
  if (order.status === 'pending' && order.paymentMethod === 'pix') {
    lines.push(`O PIX ainda está esperando o pagamento. Você pode pagar por aqui: ${link}`);
  } else if (order.status === 'pending' && order.paymentMethod === 'boleto') {
    lines.push(`O boleto ainda está em aberto. Você pode vê-lo e pagar por aqui: ${link}`);
  } else if (order.trackingCarrier && order.trackingCode) {
    const url = trackingUrl(order.trackingCarrier, order.trackingCode);
    lines.push(
      `Ele foi enviado pela ${CARRIER_LABELS[order.trackingCarrier]}, código de rastreio ${order.trackingCode}.${url ? ` Acompanhe aqui: ${url}` : ''}`,
    );
  } else {
    lines.push(`Você pode ver o seu pedido aqui: ${link}`);
  }
  return lines.join('\n');
}

/** The message about an abandoned cart: the link that reopens the checkout with the buyer's data. */
export function cartWhatsappMessage(
  cart: { buyerName: string | null; productName: string; valueCents: number },
  storeName: string,
  link: string,
): string {
  return [
    `${hello(cart.buyerName)} Aqui é da ${storeName}.`,
    `Vi que você não concluiu a compra de ${cart.productName} (${formatCents(cart.valueCents)}). Guardamos seus dados: é só continuar por aqui: ${link}`,
  ].join('\n');
}

/** GET /api/orders/:id/follow-up: the tracking and the WhatsApp link of the order's drawer. */
export async function orderFollowUp(
  manager: EntityManager,
  userId: number,
  orderId: number,
  publicUrl: string,
): Promise<OrderFollowUp> {
  const order = await findInOwnedStore(manager, Order, userId, orderId);
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  const { name: storeName } = await manager
    .getRepository(Store)
    .findOneOrFail({ select: { id: true, name: true }, where: { id: order.storeId } });
  const link = `${publicUrl}${orderPath(order.storeId, order.publicToken)}`;
  return {
    tracking: trackingView(order),
    whatsapp_url: whatsappUrl(order.buyerPhone, orderWhatsappMessage(order, storeName, link)),
  };
}

/** GET /api/orders/whatsapp: the links of the page's pending PIX/boleto orders with a phone. */
export async function orderWhatsappLinks(
  manager: EntityManager,
  store: Store,
  ids: number[],
  publicUrl: string,
): Promise<WhatsappLinks> {
  const orders = await manager
    .getRepository(Order)
    .createQueryBuilder('o')
    .where('o.storeId = :storeId AND o.id IN (:...ids)', { storeId: store.id, ids })
    .andWhere("o.status = 'pending' AND o.paymentMethod IN ('pix', 'boleto') AND o.buyerPhone IS NOT NULL")
    .getMany();
  const links: Record<string, string> = {};
  for (const order of orders) {
    const link = `${publicUrl}${orderPath(order.storeId, order.publicToken)}`;
    const url = whatsappUrl(order.buyerPhone, orderWhatsappMessage(order, store.name, link));
    if (url) links[String(order.id)] = url;
  }
  return { links };
}

/** GET /api/abandoned-carts/whatsapp: the links of the page's carts whose buyer left a phone. */
export async function cartWhatsappLinks(
  manager: EntityManager,
  store: Store,
  ids: number[],
  publicUrl: string,
): Promise<WhatsappLinks> {
  const carts = await manager
    .getRepository(CheckoutSession)
    .createQueryBuilder('s')
    .where('s.storeId = :storeId AND s.id IN (:...ids)', { storeId: store.id, ids })
    .andWhere('s.buyerPhone IS NOT NULL AND s.recoveryToken IS NOT NULL AND s.completedAt IS NULL')
    .getMany();
  const links: Record<string, string> = {};
  if (carts.length === 0) return { links };
  const products = await manager.getRepository(Product).find({
    select: { id: true, name: true, slug: true },
    where: carts.map((cart) => ({ id: cart.productId })),
  });
  const checkoutDomain = await checkoutDomainOf(manager, store.id);
  for (const cart of carts) {
    const product = products.find((candidate) => candidate.id === cart.productId);
    if (!product) continue;
    const link = recoveryLink(
      publicUrl,
      { storeId: store.id, productSlug: product.slug },
      cart.recoveryToken!,
      checkoutDomain,
    );
    const url = whatsappUrl(
      cart.buyerPhone,
      cartWhatsappMessage({ ...cart, productName: product.name }, store.name, link),
    );
    if (url) links[String(cart.id)] = url;
  }
  return { links };
}
