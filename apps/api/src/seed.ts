import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { InvalidEnvironmentError, loadConfig, nestLogLevels } from './config/app-config';
import type { Grown } from './seed/grow';
import { ShopGrowthService } from './seed/shop-growth.service';
import { sizeWanted } from './seed/seed-options';
import { SeedService } from './seed/seed.service';

/**
 * `pnpm seed` (add `-- --force` to replace an existing catalog, `-- --products 100000` to grow the catalog to
 * that many products with generated ones, `--customers N` and `--orders N` to grow those lists too). Works
 * on MONGODB_URI or the embedded store under DATA_DIR; the boot-time seed is switched off here so this
 * command decides alone.
 */
async function seed(): Promise<void> {
  const force = process.argv.includes('--force');
  const products = sizeWanted(process.argv, 'products');
  const customers = sizeWanted(process.argv, 'customers');
  const orders = sizeWanted(process.argv, 'orders');
  const config = { ...loadConfig(), seedDemo: false };
  const app = await NestFactory.createApplicationContext(AppModule.register(config), {
    logger: nestLogLevels(config.logLevel),
  });
  try {
    const seed = app.get(SeedService);
    const result = await seed.seedDemoCatalog({ force });
    console.log(
      result.seeded
        ? `Seeded ${result.services} services, ${result.categories} categories and ${result.products} products.`
        : 'A catalog already exists; nothing seeded (use --force to replace it).',
    );
    if (products !== undefined) report('products', await seed.growCatalog(products));
    const growth = app.get(ShopGrowthService);
    if (customers !== undefined) report('customers', await growth.growCustomers(customers));
    if (orders !== undefined) report('orders', await growth.growOrders(orders));
    const content = await seed.seedDemoContent({ force });
    console.log(
      content.seeded
        ? `Seeded ${content.galleryItems} gallery pictures and ${content.posts} blog posts.`
        : 'The gallery or the blog already has content; nothing seeded (use --force to replace it).',
    );
  } finally {
    await app.close();
  }
}

function report(list: string, grown: Grown): void {
  console.log(
    grown.added > 0
      ? `Added ${grown.added} generated ${list} in ${(grown.ms / 1000).toFixed(1)} s; there are ${grown.total}.`
      : `There are already ${grown.total} ${list}; none added.`,
  );
}

seed().catch((error: unknown) => {
  console.error(error instanceof InvalidEnvironmentError ? error.message : error);
  process.exit(1);
});
