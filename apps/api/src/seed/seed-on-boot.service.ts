import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DatabaseServer } from '../database/database-server';
import { SeedService } from './seed.service';

/**
 * SEED_DEMO=true seeds an empty store on every start, SEED_DEMO=false never does; unset, only the embedded
 * database is seeded, so a fresh clone shows a catalog while a real MongoDB is only touched by `pnpm seed`.
 */
export function shouldSeedOnBoot(config: Pick<AppConfig, 'seedDemo'>, embedded: boolean): boolean {
  return config.seedDemo ?? embedded;
}

@Injectable()
export class SeedOnBootService implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly database: DatabaseServer,
    private readonly seed: SeedService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!shouldSeedOnBoot(this.config, this.database.embedded)) return;
    await this.seed.seedDemoCatalog();
    // Separately: a store seeded before the gallery and the blog existed gets them on its next start.
    await this.seed.seedDemoContent();
  }
}
