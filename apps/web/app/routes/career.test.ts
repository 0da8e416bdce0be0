import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '#tests/api-stub';
import { visitorForms } from '#app/lib/read-form.server';
import { action } from '#app/routes/career';

const { enquiries } = stubApi();

function application() {
  const form = new FormData();
  form.append('fullName', 'Omar Saeed');
  form.append('email', 'omar@farm-test.ae');
  form.append('phone', '0501234567');
  form.append('position', 'farm-operations');
  form.append('experience', 'no');
  form.append('resume', new File(['%PDF-1.7 a CV'], 'cv.pdf', { type: 'application/pdf' }));
  return new Request('http://localhost/career', { method: 'POST', body: form });
}

describe('the job application form while the server holds as many uploads as it can', () => {
  let taken = 0;
  afterEach(() => visitorForms.give(taken));

  it('answers 503 with the try-again sentence, sending nothing to the API', async () => {
    taken = visitorForms.bytes - visitorForms.inUse;
    visitorForms.take(taken);
    const answer = (await action({ request: application(), params: {}, context: {} } as never)) as {
      init: { status: number };
      data: { failure: { title: string; message: string } };
    };
    expect(answer.init.status).toBe(503);
    expect(answer.data.failure).toEqual({
      title: 'Error',
      message: 'The service is temporarily unavailable. Please try again shortly.',
    });
    expect(enquiries.applyForJob).not.toHaveBeenCalled();
  });
});
