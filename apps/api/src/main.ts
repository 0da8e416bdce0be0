import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp, listenEverywhere } from './app';
import { loadAccountsConfig } from './auth/accounts-config';
import { InvalidEnvironmentError, loadConfig } from './config/app-config';

async function main(): Promise<void> {
  const config = loadConfig();
  // Checked before Nest starts so a bad account setting (JWT_SECRET missing in production) ends the start
  // with the same plain list of problems as the other settings.
  await loadAccountsConfig(config);
  const app = await createApp(config);
  await listenEverywhere(app, config.port);
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // The web app's Playwright setup waits for this exact line.
  console.log(`API listening on http://localhost:${port}/api`);
}

main().catch((error: unknown) => {
  if (error instanceof InvalidEnvironmentError) {
    console.error(error.message);
  } else {
    new Logger('Boot').error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  }
  process.exit(1);
});
