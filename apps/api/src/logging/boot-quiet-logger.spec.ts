import type { LoggerService } from '@nestjs/common';
import { BootQuietLogger } from './boot-quiet-logger';

function recording() {
  const lines: unknown[][] = [];
  const inner: LoggerService = {
    log: (...args: unknown[]) => lines.push(['log', ...args]),
    error: (...args: unknown[]) => lines.push(['error', ...args]),
    warn: (...args: unknown[]) => lines.push(['warn', ...args]),
  };
  return { inner, lines };
}

describe('BootQuietLogger', () => {
  it("leaves out Nest's start-up chatter and keeps every other line", () => {
    const { inner, lines } = recording();
    const logger = new BootQuietLogger(inner, false);
    logger.log('Mapped {/api/products, GET} route', 'RouterExplorer');
    logger.log('CatalogController {/api}:', 'RoutesResolver');
    logger.log('AppModule dependencies initialized', 'InstanceLoader');
    logger.log('Nest application successfully started', 'NestApplication');
    logger.warn('Created the first admin', 'Accounts');
    logger.error('boom', 'stack', 'RouterExplorer');
    expect(lines).toEqual([
      ['log', 'Nest application successfully started', 'NestApplication'],
      ['warn', 'Created the first admin', 'Accounts'],
      ['error', 'boom', 'stack', 'RouterExplorer'],
    ]);
  });

  it('shows the chatter when debug lines are asked for', () => {
    const { inner, lines } = recording();
    new BootQuietLogger(inner, true).log('Mapped {/api/products, GET} route', 'RouterExplorer');
    expect(lines).toHaveLength(1);
  });
});
