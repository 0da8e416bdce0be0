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
