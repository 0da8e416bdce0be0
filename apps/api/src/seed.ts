import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { InvalidEnvironmentError, loadConfig, nestLogLevels } from './config/app-config';
import { productsWanted } from './seed/seed-options';
import { SeedService } from './seed/seed.service';

/**
 * `pnpm seed` (add `-- --force` to replace an existing catalog, `-- --products 100000` to grow the catalog to
 * that many products with generated ones). Works on MONGODB_URI or the embedded store under DATA_DIR; the
 * boot-time seed is switched off here so this command decides alone.
 */
async function seed(): Promise<void> {
  const force = process.argv.includes('--force');
  const products = productsWanted(process.argv);
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
    if (products !== undefined) {
      const grown = await seed.growCatalog(products);
      console.log(
        grown.added > 0
          ? `Added ${grown.added} generated products in ${(grown.ms / 1000).toFixed(1)} s; the catalog holds ${grown.total}.`
          : `The catalog already holds ${grown.total} products; none added.`,
      );
    }
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

seed().catch((error: unknown) => {
  console.error(error instanceof InvalidEnvironmentError ? error.message : error);
  process.exit(1);
});
