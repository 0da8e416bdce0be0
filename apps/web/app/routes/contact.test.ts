import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '#tests/api-stub';
import { action } from '#app/routes/contact';

const { enquiries } = stubApi();
const typed = { name: 'Amina K', email: 'amina@farm-test.ae', mobile: '0501234567', message: 'A roof farm?' };

async function send() {
  const request = new Request('http://localhost/contact', {
    method: 'POST',
    body: new URLSearchParams(typed),
  });
  return action({ request, params: {}, context: {} } as never);
}

describe('the contact form', () => {
  beforeEach(() => {
    enquiries.getInTouch.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('answers a refusal with its sentence, as an answer the page loads its data after', async () => {
    enquiries.getInTouch.mockResolvedValue({
      status: 429,
      body: { statusCode: 429, code: 'tooManyRequests', message: 'Too many requests.' },
    });
    const reply = await send();
    expect(reply).toMatchObject({ failure: { message: expect.any(String) } });
    expect(reply).not.toHaveProperty('init');
  });

  it('answers 503 when the API gives no answer, keeping what was typed', async () => {
    enquiries.getInTouch.mockRejectedValue(new TypeError('fetch failed'));
    const answer = (await send()) as {
      init: { status: number };
      data: { failure: { title: string }; result: { initialValue: object } };
    };
    expect(answer.init.status).toBe(503);
    expect(answer.data.failure.title).toBe('Error');
    expect(answer.data.result.initialValue).toMatchObject({ name: 'Amina K', message: 'A roof farm?' });
  });
});
