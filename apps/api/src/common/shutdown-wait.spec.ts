import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AccountService } from '../account/account.service';
import { AuthService } from '../auth/auth.service';
import { SubmissionsService } from '../enquiries/submissions.service';
import { OrdersService } from '../orders/orders.service';
import { PendingWork, SHUTDOWN_WAIT_MS } from './pending-work';

/**
 * Each service with background mails stops waiting for them at shutdown after SHUTDOWN_WAIT_MS, so the API
 * stops within the grace its supervisor gives it (docs/decisions/263-shutdown-within-its-grace.md). The
 * services are built without their dependencies: only their background work is reached.
 */
const services = [
  ['OrdersService', OrdersService.prototype, 'mails'],
  ['AuthService', AuthService.prototype, 'background'],
  ['AccountService', AccountService.prototype, 'mails'],
  ['SubmissionsService', SubmissionsService.prototype, 'mails'],
] as const;

describe.each(services)('%s at shutdown', (_name, prototype, field) => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('stops waiting for a mail that never ends after the shutdown wait, naming it', async () => {
    const dropped: string[][] = [];
    const work = new PendingWork(
      () => undefined,
      (what) => dropped.push(what),
    );
    work.add('send a mail that hangs', new Promise<void>(() => undefined));
    const service = Object.assign(Object.create(prototype) as typeof prototype, { [field]: work });
    let done = false;
    const stopping = service.beforeApplicationShutdown().then(() => (done = true));
    await jest.advanceTimersByTimeAsync(SHUTDOWN_WAIT_MS - 1);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await stopping;
    expect(dropped).toEqual([['send a mail that hangs']]);
  });
});

describe('the shutdown budget', () => {
  const root = join(__dirname, '../../../..');

  it("fits the requests and every service's wait inside the grace of pnpm start and of Docker", () => {
    // Nest runs the services' hooks one after another, each waiting up to SHUTDOWN_WAIT_MS, after up to the
    // default REQUEST_TIMEOUT_SECONDS for the requests; a few seconds are left for the database to close.
    const needed = 30_000 + services.length * SHUTDOWN_WAIT_MS + 5_000;
    const processes = readFileSync(join(root, 'scripts/processes.mjs'), 'utf8');
    const killAfter = /child\.kill\('SIGKILL'\), ([\d_]+)\)/.exec(processes)?.[1];
    expect(Number(killAfter?.replaceAll('_', ''))).toBeGreaterThanOrEqual(needed);
    const compose = readFileSync(join(root, 'docker/compose.yml'), 'utf8');
    const api = /\n {2}api:\n((?: {4}.*\n|\n)*)/.exec(compose)?.[1] ?? '';
    const grace = /\n {4}stop_grace_period: (\d+)s\n/.exec(`\n${api}`)?.[1];
    expect(Number(grace) * 1000).toBeGreaterThanOrEqual(needed);
  });
});
