import type { Document } from 'bson';
import { describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine/engine';
import { testSession } from '../helpers/test-session';
import { logicalSessionTimeoutMinutes } from '../../src/engine/sessions';
import { ManualClock } from '../helpers/manual-clock';

/**
 * Drivers drop idle sessions without sending endSessions, so the server forgets, as MongoDB does, sessions
 * idle past the timeout it advertises, unless their transaction is still open.
 */

const minute = 60_000;
const timeout = logicalSessionTimeoutMinutes * minute;

function run(engine: Engine, body: Document) {
  return engine.run({ ...body, $db: body.$db ?? 'farm' }, 1).reply;
}

const session = testSession;

/** Runs a transaction on `s` that inserts `_id`, committing it unless asked not to. */
function transaction(engine: Engine, s: ReturnType<typeof session>, id: number, commit = true) {
  expect(run(engine, { insert: 'plots', documents: [{ _id: id }], ...s.start() }).ok).toBe(1);
  if (commit) expect(run(engine, { commitTransaction: 1, ...s.current(), $db: 'admin' }).ok).toBe(1);
}

describe('idle sessions', () => {
  it('are forgotten once idle past the advertised timeout, and not before', () => {
    const clock = new ManualClock();
    const engine = new Engine({ clock });
    const s = session(1);
    transaction(engine, s, 1);
    expect(run(engine, { hello: 1 }).logicalSessionTimeoutMinutes).toBe(logicalSessionTimeoutMinutes);

    clock.advance(timeout);
    engine.expire();
    expect(engine.sessions.size).toBe(1);
    // a retried commit still finds the session's transaction
    expect(run(engine, { commitTransaction: 1, ...s.current(), $db: 'admin' }).ok).toBe(1);

    clock.advance(timeout + 1);
    engine.expire();
    expect(engine.sessions.size).toBe(0);
    expect(run(engine, { commitTransaction: 1, ...s.current(), $db: 'admin' }).code).toBe(251);
  });

  it('stay while their commands outside transactions keep them busy', () => {
    const clock = new ManualClock();
    const engine = new Engine({ clock });
    const s = session(2);
    transaction(engine, s, 1);
    for (let i = 0; i < 3; i++) {
      clock.advance(timeout - minute);
      expect(run(engine, { find: 'plots', lsid: s.lsid }).ok).toBe(1);
      engine.expire();
    }
    expect(engine.sessions.size).toBe(1);
  });

  it('are kept, however idle, while their transaction is open', () => {
    const clock = new ManualClock();
    const engine = new Engine({ clock, transactionLifetimeMs: 24 * 60 * minute });
    const open = session(3);
    const done = session(4);
    transaction(engine, open, 1, false);
    transaction(engine, done, 2);

    clock.advance(2 * timeout);
    engine.expire();
    expect(engine.sessions.size).toBe(1);
    expect(run(engine, { commitTransaction: 1, ...open.current(), $db: 'admin' }).ok).toBe(1);
    expect(run(engine, { find: 'plots', filter: {} }).cursor.firstBatch).toHaveLength(2);
  });

  it('go once the lifetime limit aborted their transaction and they stayed idle', () => {
    const clock = new ManualClock();
    const engine = new Engine({ clock });
    transaction(engine, session(5), 1, false);
    clock.advance(2 * minute);
    engine.expire();
    expect(engine.sessions.size).toBe(1);
    clock.advance(timeout);
    engine.expire();
    expect(engine.sessions.size).toBe(0);
  });
});
