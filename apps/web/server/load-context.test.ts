import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContextOf } from './load-context';
import { serve, type Served } from '#tests/server';

let served: Served | undefined;
afterEach(async () => {
  await served?.close();
  served = undefined;
});

describe('loadContextOf', () => {
  it('runs what waits for the answer once it has gone, and at once when it already has', async () => {
    const order: string[] = [];
    let later: Promise<void> | undefined;
    const app = express();
    app.get('/page', (req, res) => {
      const context = loadContextOf(req, res);
      context.whenAnswered?.(() => order.push('answered'));
      order.push('answering');
      res.end('page');
      later = new Promise((resolve) =>
        res.once('close', () => context.whenAnswered?.(() => resolve(void order.push('after')))),
      );
    });
    served = await serve(app);
    expect(await (await fetch(`${served.url}/page`)).text()).toBe('page');
    await later;
    expect(order).toEqual(['answering', 'answered', 'after']);
  });
});
