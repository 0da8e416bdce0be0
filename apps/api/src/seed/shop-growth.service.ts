import { randomBytes } from 'node:crypto';
import {
  lineTotal,
  ORDER_NUMBER_PREFIX,
  ORDER_STATUSES,
  PAYMENT_METHOD,
  SHIPPING_FEE,
  sumAmounts,
} from '@farm/contract';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Types } from 'mongoose';
import { PasswordHasher } from '../auth/password-hasher';
import { CatalogRepository } from '../catalog/catalog.repository';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { OrdersAdminService } from '../orders/orders-admin.service';
import { UsersService } from '../users/users.service';
import { type Grown, writeInBatches } from './grow';

/**
 * Grows the customer and order lists to a size (`pnpm seed -- --customers N --orders N`), so the admin's
 * newest-first lists can be measured at scale, as `growCatalog` does for products. Generated
 * customers share one password nobody knows; generated orders have numbers of their own (`FA-SEED-...`),
 * which the yearly counters of real orders never reach.
 */
@Injectable()
export class ShopGrowthService {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly users: UsersService,
    private readonly orders: OrdersAdminService,
    private readonly catalog: CatalogRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly passwords: PasswordHasher,
  ) {}

  async growCustomers(target: number): Promise<Grown> {
    const started = Date.now();
    const existing = await this.users.countByRole('Customer');
    if (existing >= target) return { added: 0, total: existing, ms: 0 };
    const count = target - existing;
    const passwordHash = await this.passwords.hash(randomBytes(32).toString('base64url'));
    const now = Date.now();
    // A run's own tag keeps its addresses apart from an earlier run's.
    const run = now.toString(36);
    await writeInBatches(
      count,
      (index) => {
        const serial = existing + index + 1;
        const createdAt = new Date(now - (count - index) * 1000);
        return {
          username: `Customer`,
          lastname: `${serial}`,
          email: `customer-${serial}-${run}@seed.example.com`,
          passwordHash,
          role: 'Customer',
          emailVerified: true,
          language: serial % 4 === 0 ? 'ar' : 'en',
          tokenVersion: 0,
          createdAt,
          updatedAt: createdAt,
        };
      },
      (batch) => this.users.insertGenerated(batch),
    );
    return this.grown('generated accounts', count, target, started);
  }

  /** Orders of existing customers for stored products; at least one customer and one product must exist. */
  async growOrders(target: number): Promise<Grown> {
    const started = Date.now();
    const existing = await this.orders.count();
    if (existing >= target) return { added: 0, total: existing, ms: 0 };
    const [customers, products] = await Promise.all([
      this.users.customerSamples(500),
      this.catalog.productTemplates(500),
    ]);
    if (customers.length === 0 || products.length === 0) {
      throw new Error('--orders needs customers and products first (add --customers N)');
    }
    const count = target - existing;
    const now = Date.now();
    const run = now.toString(36).toUpperCase();
    await writeInBatches(
      count,
      (index) => {
        const serial = existing + index + 1;
        const customer = customers[index % customers.length];
        const product = products[index % products.length];
        const quantity = (serial % 3) + 1;
        const unitPrice = product.discountedPrice ?? product.price;
        const subtotal = lineTotal(unitPrice, quantity);
        const status = ORDER_STATUSES[serial % ORDER_STATUSES.length];
        const createdAt = new Date(now - (count - index) * 1000);
        const name = `${customer.username} ${customer.lastname}`;
        const by = { userId: customer._id, role: 'Customer', name };
        return {
          number: `${ORDER_NUMBER_PREFIX}-SEED-${run}-${serial}`,
          userId: customer._id,
          customer: { name, email: customer.email },
          source: serial % 2 === 0 ? 'cart' : 'direct',
          lines: [
            {
              productId: new Types.ObjectId(String(product._id)),
              name: product.name,
              slug: product.slug,
              image: product.images?.[0]?.url ?? null,
              unitPrice,
              quantity,
              lineTotal: subtotal,
            },
          ],
          subtotal,
          shipping: SHIPPING_FEE,
          total: sumAmounts([subtotal, SHIPPING_FEE]),
          currency: this.config.currency,
          shippingAddress: {
            fullName: name,
            country: 'AE',
            email: customer.email,
            addressLine1: `${serial} Palm Street`,
            city: 'Dubai',
            state: 'Dubai',
            pincode: '00000',
            phone: '0501234567',
          },
          paymentMethod: PAYMENT_METHOD,
          status,
          history: [{ status: 'Pending', at: createdAt, by }],
          language: 'en',
          stockReturned: status === 'Cancelled',
          createdAt,
          updatedAt: createdAt,
        };
      },
      (batch) => this.orders.insertGenerated(batch),
    );
    return this.grown('generated orders', count, target, started);
  }

  private grown(what: string, count: number, target: number, started: number): Grown {
    const ms = Date.now() - started;
    this.logger.log(`Grown by ${count} ${what} to ${target} in ${ms} ms`);
    return { added: count, total: target, ms };
  }
}
