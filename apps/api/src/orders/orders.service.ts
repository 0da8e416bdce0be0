import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import {
  type ContentLanguage,
  type CartOrderInput,
  DEFAULT_QUANTITY,
  type DirectOrderInput,
  inLanguage,
  type PricedLine,
  type Order as OrderView,
  type OrderQuote,
  type Reordered,
  PAYMENT_METHOD,
  SHIPPING_FEE,
  sumAmounts,
  toCents,
} from '@farm/contract';
import { type ClientSession, type Connection, type Model, Types } from 'mongoose';
import { ACCOUNTS_CONFIG, type AccountsConfig } from '../auth/accounts-config';
import { PendingWork, SHUTDOWN_WAIT_MS } from '../common/pending-work';
import type { AuthUser } from '../auth/auth-user';
import { CartService } from '../cart/cart.service';
import { lineRefusal, orderableTotal, priceLine, type WantedLine } from '../cart/pricing';
import { CatalogService } from '../catalog/catalog.service';
import { CatalogRepository } from '../catalog/catalog.repository';
import { ClockService } from '../clock/clock.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ApiException, sentence } from '../errors/error-body';
import { MailService } from '../mail/mail.service';
import type { MailLanguage } from '../users/user.schema';
import { isDuplicateKey, UsersService } from '../users/users.service';
import { OrderCounter } from './order-counter.schema';
import { OrderKey } from './order-key.schema';
import {
  cancelledOrderMail,
  moneyIn,
  newOrderMail,
  orderConfirmationMail,
  orderStatusMail,
} from './order-mail';
import { type OrderRecord, toOrderView } from './order.mapper';
import { OrderHistoryService } from './order-history.service';
import { OrdersAdminService } from './orders-admin.service';
import { counterId, formatOrderNumber, orderYear } from './order-number';
import { Order } from './order.schema';
import { pageLink } from '../mail/page-link';

export type OrderRequest =
  { source: 'cart'; body: CartOrderInput } | { source: 'direct'; body: DirectOrderInput };

/** A placed order, and whether it was placed earlier under the same Idempotency-Key. */
export interface Placement {
  order: OrderView;
  replayed: boolean;
}

/**
 * How many orders one account may have waiting for the shop to confirm them (docs/decisions/253-open-orders-per-account.md).
 * Payment is cash on delivery: without a bound, one account could take every unit of stock with orders
 * it never means to receive.
 */
export const PENDING_ORDERS_LIMIT = 10;

/** A product of an order to buy again that the shop no longer sells or has none of. */
const gone = new ApiException(404, 'productNotFound');

/** Thrown inside the transaction when the Idempotency-Key already names an order: nothing is written. */
class AlreadyPlaced extends Error {}

/**
 * Places orders, all or nothing (docs/decisions/031-placing-orders.md): one transaction takes the stock of
 * every line with a conditional update, numbers the order from the year's counter, stores it with prices,
 * names and images frozen, records the Idempotency-Key, and removes the ordered lines from the cart. Any
 * refusal or failure aborts it, leaving stock and cart as they were; a concurrent change to the same
 * product or cart makes the driver run it again on fresh data, so two buyers can never take one unit.
 */
/**
 * A key of priced lines (each product, quantity and unit price, whatever their order): the quote hands it to the
 * checkout page, which posts it back, so an order whose lines changed since is refused
 * (docs/decisions/242-the-total-seen-is-the-total-charged.md).
 */
function linesKeyOf(lines: readonly { productId: string; quantity: number; unitPrice: number }[]): string {
  const text = lines
    .map((line) => `${line.productId.toLowerCase()}:${line.quantity}:${toCents(line.unitPrice)}`)
    .sort()
    .join('|');
  return createHash('sha256').update(text).digest('hex');
}

@Injectable()
export class OrdersService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Orders');
  /** Mails still being sent in the background; shutdown waits for them. */
  private readonly mails = PendingWork.loggedBy(this.logger);
  /** Years whose counter document is known to exist, so the transaction only ever updates it. */
  private readonly countedYears = new Set<number>();

  constructor(
    @InjectConnection() private readonly connection: Connection,
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @InjectModel(OrderCounter.name) private readonly counters: Model<OrderCounter>,
    @InjectModel(OrderKey.name) private readonly keys: Model<OrderKey>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ACCOUNTS_CONFIG) private readonly accounts: AccountsConfig,
    private readonly cart: CartService,
    private readonly catalog: CatalogService,
    private readonly catalogRepository: CatalogRepository,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly clock: ClockService,
    private readonly adminOrders: OrdersAdminService,
    private readonly history: OrderHistoryService,
  ) {}

  /** The checkout summary (docs/decisions/008-real-checkout-summary.md): the cart, or one product and a quantity, priced now. */
  async quote(
    userId: string,
    query: { productId?: string; quantity?: number },
    lang: ContentLanguage = 'en',
  ): Promise<OrderQuote> {
    // Ids are keyed as the database writes them (lower case); the contract also lets upper case through.
    const productId = query.productId?.toLowerCase();
    const wanted: WantedLine[] = productId
      ? [{ productId, quantity: query.quantity ?? DEFAULT_QUANTITY }]
      : await this.cart.wantedLines(userId, lang);
    const products = await this.catalog.productsByIds(
      wanted.map((line) => line.productId),
      undefined,
      lang,
    );
    if (productId && !products.has(productId)) throw new ApiException(404, 'productNotFound');
    const lines = wanted.map((line) => priceLine(line, products.get(line.productId)));
    const subtotal = orderableTotal(lines);
    const orderable = lines.length > 0 && lines.every((line) => line.availability === 'available');
    return {
      lines,
      subtotal,
      shipping: SHIPPING_FEE,
      total: sumAmounts([subtotal, SHIPPING_FEE]),
      orderable,
      linesSeen: linesKeyOf(lines),
    };
  }

  /**
   * Places the order, or answers the one placed earlier with the same Idempotency-Key (422 when that key
   * came with a different request). `language` is the page's, for the confirmation mail.
   */
  async place(
    customer: AuthUser,
    request: OrderRequest,
    key: string | undefined,
    language: MailLanguage | undefined,
    lang: ContentLanguage = 'en',
  ): Promise<Placement> {
    const userId = new Types.ObjectId(customer.id);
    const fingerprint = createHash('sha256').update(JSON.stringify(request)).digest('hex');
    if (key) {
      const earlier = await this.replay(userId, key, fingerprint, lang);
      if (earlier) return earlier;
    }
    // Counted again inside the transaction; this spares the stock and the counter a doomed attempt.
    const pending = await this.orders.countDocuments({ userId, status: 'Pending' }).exec();
    if (pending >= PENDING_ORDERS_LIMIT)
      throw new ApiException(409, 'pendingOrdersLimit', { count: pending });
    const now = this.clock.now();
    const year = orderYear(now);
    await this.ensureCounter(year);
    const mailLanguage = language ?? (await this.users.findById(customer.id))?.language ?? 'en';

    let placed: OrderRecord | undefined;
    const session = await this.connection.startSession();
    try {
      await session.withTransaction(async () => {
        // The account's own document first: two orders of one account conflict here, the later one runs
        // again after the first and counts it; an account deleted meanwhile places nothing (record 253).
        if (!(await this.users.startOrdering(customer.id, new Date(now), session)))
          throw new ApiException(401, 'loginRequired');
        if (key && (await this.keys.exists({ userId, key }).session(session).exec()))
          throw new AlreadyPlaced();
        const open = await this.orders.countDocuments({ userId, status: 'Pending' }).session(session).exec();
        if (open >= PENDING_ORDERS_LIMIT) throw new ApiException(409, 'pendingOrdersLimit', { count: open });
        const { lines, arabic } = await this.takeLines(customer.id, request, session, lang);
        const seq = await this.nextNumber(year, session);
        const subtotal = orderableTotal(lines);
        const total = sumAmounts([subtotal, SHIPPING_FEE]);
        this.checkTotalSeen(request.body.expectedTotal, total, lang);
        // The same total over other lines (a product swapped for one of the same price) is refused too.
        const linesSeen = request.body.expectedLines;
        if (linesSeen !== undefined && linesSeen !== linesKeyOf(lines))
          throw new ApiException(409, 'orderLinesChanged');
        const actor = { userId, role: customer.role, name: `${customer.username} ${customer.lastname}` };
        const [created] = await this.orders.create(
          [
            {
              number: formatOrderNumber(year, seq),
              userId,
              customer: { name: actor.name, email: customer.email },
              source: request.source,
              lines: lines.map((line) => ({
                productId: new Types.ObjectId(line.productId),
                name: line.name,
                ...(arabic.has(line.productId) ? { nameAr: arabic.get(line.productId) } : {}),
                slug: line.slug,
                image: line.image,
                unitPrice: line.unitPrice,
                quantity: line.quantity,
                lineTotal: line.lineTotal,
              })),
              subtotal,
              shipping: SHIPPING_FEE,
              total,
              currency: this.config.currency,
              shippingAddress: request.body.shippingAddress,
              paymentMethod: PAYMENT_METHOD,
              status: 'Pending',
              history: [{ status: 'Pending', at: new Date(now), by: actor }],
              language: mailLanguage,
              stockReturned: false,
            },
          ],
          { session },
        );
        if (!created) throw new Error('The order was not created');
        if (key) {
          await this.keys.create(
            [{ userId, key, fingerprint, orderId: created._id, createdAt: new Date(now) }],
            {
              session,
            },
          );
        }
        if (request.source === 'cart') {
          await this.cart.removeProducts(
            customer.id,
            lines.map((line) => line.productId),
            session,
          );
        }
        placed = created.toObject() as OrderRecord;
      });
    } catch (error) {
      // Another request with the same key got there first (seen inside the transaction, or as the unique
      // key at commit): answer its order; the stock this attempt took went back with the abort.
      if (key && (error instanceof AlreadyPlaced || isDuplicateKey(error))) {
        const earlier = await this.replay(userId, key, fingerprint, lang);
        if (earlier) return earlier;
      }
      throw error;
    } finally {
      await session.endSession();
    }
    if (!placed) throw new Error('The order transaction committed without an order');
    this.mailInBackground(placed, customer, mailLanguage);
    return { order: toOrderView(placed, lang), replayed: false };
  }

  /**
   * The total the customer saw at checkout, when the page sent it, must be the order's: a price changed or a
   * line added since is refused (409 with the new total) instead of charged; the transaction's stock goes
   * back (docs/decisions/242-the-total-seen-is-the-total-charged.md).
   */
  private checkTotalSeen(expected: number | undefined, total: number, lang: ContentLanguage): void {
    if (expected === undefined || toCents(expected) === toCents(total)) return;
    // Written as the page writes amounts, in the caller's language.
    throw new ApiException(409, 'orderTotalChanged', { total: moneyIn(lang, this.config.currency)(total) });
  }

  /**
   * The lines of the order priced now, their stock taken, inside the transaction, with the products'
   * Arabic names. A line that cannot be ordered as it stands refuses the whole order (409 naming the
   * product, in the caller's language, and the stock left).
   */
  private async takeLines(
    userId: string,
    request: OrderRequest,
    session: ClientSession,
    lang: ContentLanguage,
  ) {
    const wanted: WantedLine[] =
      request.source === 'cart'
        ? await this.cart.wantedLines(userId, lang, session)
        : [{ productId: request.body.productId.toLowerCase(), quantity: request.body.quantity }];
    if (wanted.length === 0) throw new ApiException(409, 'cartEmpty');
    const { products, arabicNames: arabic } = await this.catalog.productsForOrder(
      wanted.map((line) => line.productId),
      session,
    );
    if (request.source === 'direct' && !products.has(request.body.productId.toLowerCase()))
      throw new ApiException(404, 'productNotFound');
    const lines = wanted.map((line) => priceLine(line, products.get(line.productId)));
    const named = (line: PricedLine) => ({
      ...line,
      name: inLanguage(lang, line.name, arabic.get(line.productId)),
    });
    for (const line of lines) {
      const refusal = lineRefusal(named(line));
      if (refusal) throw refusal;
    }
    for (const line of lines) {
      // The read above and this conditional update see the same snapshot; a buyer who changed the stock
      // since makes this a write conflict (the transaction runs again), so a miss here means "not enough".
      if (!(await this.catalogRepository.takeStock(line.productId, line.quantity, session)))
        throw new ApiException(409, 'notEnoughStock', { name: named(line).name, stock: line.stock });
    }
    return { lines, arabic };
  }

  /** The order an Idempotency-Key names, unless the key came with another request (422). */
  private async replay(
    userId: Types.ObjectId,
    key: string,
    fingerprint: string,
    lang: ContentLanguage,
  ): Promise<Placement | undefined> {
    const earlier = await this.keys.findOne({ userId, key }).lean().exec();
    if (!earlier) return undefined;
    if (earlier.fingerprint !== fingerprint) throw new ApiException(422, 'idempotencyKeyReused');
    const order = await this.orders.findById(earlier.orderId).lean<OrderRecord>().exec();
    return order ? { order: toOrderView(order, lang), replayed: true } : undefined;
  }

  /** Creates the year's counter outside any transaction, so concurrent orders only ever increment it. */
  private async ensureCounter(year: number): Promise<void> {
    if (this.countedYears.has(year)) return;
    try {
      await this.counters
        .updateOne({ _id: counterId(year) }, { $setOnInsert: { seq: 0 } }, { upsert: true })
        .exec();
    } catch (error) {
      // Two first orders of the year at once: the other one created it.
      if (!isDuplicateKey(error)) throw error;
    }
    this.countedYears.add(year);
  }

  /** The next number of the year, from the counter (never a count of the orders, which could repeat). */
  private async nextNumber(year: number, session: ClientSession): Promise<number> {
    const counter = await this.counters
      .findOneAndUpdate({ _id: counterId(year) }, { $inc: { seq: 1 } }, { returnDocument: 'after', session })
      .lean()
      .exec();
    if (!counter) throw new Error(`The order counter ${counterId(year)} is missing`);
    return counter.seq;
  }

  /**
   * The customer cancels one of their orders that is not shipped yet; the shop is told by mail, in the
   * background (docs/decisions/245-customers-cancel-their-orders.md).
   */
  async cancelMine(customer: AuthUser, orderId: string, lang: ContentLanguage): Promise<OrderView> {
    const { order: cancelled, changed } = await this.adminOrders.cancelForCustomer(customer, orderId);
    if (!changed) return toOrderView(cancelled, lang);
    const name = `${customer.username} ${customer.lastname}`;
    this.inBackground(
      `the cancellation of order ${cancelled.number}`,
      this.mail.send(
        this.accounts.shopEmail,
        cancelledOrderMail(toOrderView(cancelled), { name, email: customer.email }),
        { replyTo: customer.email },
      ),
    );
    return toOrderView(cancelled, lang);
  }

  /**
   * Buy again (docs/decisions/246-buy-again.md): the cart ends up holding each product of one of the
   * customer's orders in at least the order's quantity, priced now, under the cart's own rules. What the cart
   * holds already counts, so pressing twice (or retrying after a failure) never doubles a line. A product the
   * cart refuses (gone, sold out, fewer in stock, a limit reached) is named instead, and the others still go
   * in.
   */
  async reorder(customer: AuthUser, orderId: string, lang: ContentLanguage): Promise<Reordered> {
    const order = await this.history.getMine(customer.id, orderId, lang);
    const skipped: Reordered['data']['skipped'] = [];
    for (const line of order.lines) {
      const { productId, quantity } = line;
      try {
        const raised = await this.cart.topUp(customer.id, { productId, quantity }, lang);
        // Already in the cart in the order's quantity: still named when it can no longer be bought.
        if (!raised && ((await this.catalog.productById(productId))?.stock ?? 0) < 1) throw gone;
      } catch (error) {
        // A refusal of this product (gone, sold out, a limit); anything else (the server busy) is the
        // whole answer's, and a press again tops up what this one could not.
        if (!(error instanceof ApiException) || ![400, 404, 409].includes(error.getStatus())) throw error;
        // A product gone is said with its name; the cart's other refusals say their own reason, naming the
        // product in the caller's language as the cart reads it.
        const refusal =
          error.getStatus() === 404
            ? { code: 'productUnavailable' as const, params: { name: line.name } }
            : { code: error.code, ...(error.params && { params: error.params }) };
        skipped.push({ productId, name: line.name, ...refusal });
      }
    }
    const added = order.lines.length - skipped.length;
    const { body } = sentence(200, 'orderReordered', {
      added,
      lines: order.lines.length,
      number: order.number,
    });
    return { ...body, data: { added, skipped } };
  }

  /**
   * Tells the customer, by mail in their language and in the background, that the shop moved their order
   * on: confirmed, shipped, delivered or cancelled, with the shop's note (docs/decisions/247-order-status-mails.md).
   */
  tellCustomer(orderId: string, step: Exclude<OrderView['status'], 'Pending'>, note?: string): void {
    const work = (async () => {
      const placed = await this.orders.findById(orderId).lean<OrderRecord>().exec();
      // Moved on again meanwhile (the customer cancelling a moment after the shop confirmed): the older
      // step is not news any more.
      if (!placed || placed.status !== step) return;
      // The account's address as it is now (changed since, perhaps); a deleted account (its orders kept
      // without personal data) is told nothing. The language is the order's, the confirmation's, so one
      // order's mails are all in one language.
      const user = await this.users.findById(String(placed.userId));
      if (!user) return;
      const language = placed.language ?? user.language;
      const order = toOrderView(placed, language);
      const url = pageLink(this.config.publicOrigin, `/account/orders/${order._id}`, language);
      await this.mail.send(user.email, orderStatusMail(order, step, language, user.username, url, note));
    })();
    this.inBackground(`the status of order ${orderId}`, work);
  }

  /** Keeps a mail being sent until it ends (shutdown waits); a failure is only logged. */
  private inBackground(what: string, mail: Promise<void>): void {
    this.mails.add(`send a mail about ${what}`, mail);
  }

  /** The customer's confirmation names the products in their language; the shop's notice, in English. */
  private mailInBackground(placed: OrderRecord, customer: AuthUser, language: MailLanguage): void {
    const order = toOrderView(placed, language);
    const url = pageLink(this.config.publicOrigin, `/account/orders/${order._id}`, language);
    const name = `${customer.username} ${customer.lastname}`;
    const about = `order ${order.number}`;
    this.inBackground(
      about,
      this.mail.send(customer.email, orderConfirmationMail(order, language, customer.username, url)),
    );
    this.inBackground(
      about,
      this.mail.send(
        this.accounts.shopEmail,
        newOrderMail(toOrderView(placed), { name, email: customer.email }),
        { replyTo: customer.email },
      ),
    );
  }

  /** Resolves once every order mail sent in the background so far has finished. */
  settled(): Promise<void> {
    return this.mails.settled();
  }

  /** Within a deadline, so a stuck mail server cannot hold the shutdown past the supervisor's grace. */
  beforeApplicationShutdown(): Promise<void> {
    return this.mails.settled(SHUTDOWN_WAIT_MS);
  }
}
