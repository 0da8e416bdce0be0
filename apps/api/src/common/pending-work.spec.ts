import { PendingWork } from './pending-work';

describe('PendingWork', () => {
  it('waits for every piece of work, and reports a failure instead of throwing it', async () => {
    const failures: string[] = [];
    const work = new PendingWork((what, error) => failures.push(`${what}: ${String(error)}`));
    let done = false;
    let finish: () => void = () => undefined;
    work.add(
      'a slow mail',
      new Promise<void>((resolve) => (finish = resolve)).then(() => void (done = true)),
    );
    work.add('a broken mail', Promise.reject(new Error('SMTP down')));
    const settled = work.settled();
    finish();
    await settled;
    expect(done).toBe(true);
    expect(failures).toEqual(['a broken mail: Error: SMTP down']);
  });
});

describe('PendingWork.settled with a deadline', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('gives up on work still running at the deadline, and names it once', async () => {
    const dropped: string[][] = [];
    const work = new PendingWork(
      () => undefined,
      (what) => dropped.push(what),
    );
    work.add('send a mail about order 7', Promise.resolve());
    work.add('send the verification code to user 9', new Promise<void>(() => undefined));
    let done = false;
    const settled = work.settled(5_000).then(() => (done = true));
    await jest.advanceTimersByTimeAsync(4_999);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await settled;
    expect(dropped).toEqual([['send the verification code to user 9']]);
    // no timer is left behind to hold the process
    expect(jest.getTimerCount()).toBe(0);
  });

  it('resolves as soon as the work is done, naming nothing and leaving no timer', async () => {
    const dropped: string[][] = [];
    const work = new PendingWork(
      () => undefined,
      (what) => dropped.push(what),
    );
    let finish: () => void = () => undefined;
    work.add('a mail', new Promise<void>((resolve) => (finish = resolve)));
    const settled = work.settled(5_000);
    await jest.advanceTimersByTimeAsync(1_000);
    finish();
    await settled;
    expect(jest.getTimerCount()).toBe(0);
    expect(dropped).toEqual([]);
  });

  it('logs what it dropped as one warning', async () => {
    const logger = { error: jest.fn(), warn: jest.fn() };
    const work = PendingWork.loggedBy(logger);
    work.add('send the password notice for user 3', new Promise<void>(() => undefined));
    work.add('mail "contact" about contact 5', new Promise<void>(() => undefined));
    const settled = work.settled(5_000);
    await jest.advanceTimersByTimeAsync(5_000);
    await settled;
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith(
      'Shutdown gave up after 5000 ms, so these may not be done: send the password notice for user 3; mail "contact" about contact 5',
    );
    expect(logger.error).not.toHaveBeenCalled();
  });
});
