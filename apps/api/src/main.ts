import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app';
import { loadAccountsConfig, mailSettingsWarnings } from './auth/accounts-config';
import { InvalidEnvironmentError, loadConfig } from './config/app-config';

async function main(): Promise<void> {
  // Checked before Nest starts, so a bad setting (JWT_SECRET missing in production, say) ends the start
  // with a plain list of every problem.
  const config = loadConfig();
  const accounts = await loadAccountsConfig(config);
  for (const warning of mailSettingsWarnings(config, accounts)) new Logger('Settings').warn(warning);
  const app = await createApp(config);
  // Every address, IPv6 and IPv4, as Node's own listen(port) does.
  await app.listen(config.port);
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
