import { afterEach, describe, expect, it, vi } from 'vitest';

import { stubApi } from '#tests/api-stub';

// The API behind the typed client, stubbed so each test decides what it answers.
const { planner } = stubApi();

const { action } = await import('#app/routes/planner');

afterEach(() => vi.restoreAllMocks());

function post(lang: 'en' | 'ar' = 'en') {
  const body = new URLSearchParams({
    location: 'dubai',
    spaceType: 'rooftop',
    siteArea: 'custom',
    siteAreaCustom: '٤٥٠',
    areaUnit: 'm2',
    technology: 'hydroponics',
    intent: 'save',
  });
  body.append('crops', 'basil');
  const request = new Request(`http://localhost/planner?lang=${lang}`, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: `lang=${lang}` },
  });
  return action({ request, params: {}, context: {} } as never) as unknown as Promise<{
    data: { values: Record<string, unknown>; failure?: { title: string; message: string } };
    init: { status: number } | null;
  }>;
}

describe('saving a plan', () => {
  it('stores the answers as typed, Arabic-Indic digits read as the number they are', async () => {
    planner.createEstimate.mockResolvedValue({ status: 201, body: { data: { id: 'p1' } } });
    const answer = (await post()) as unknown as Response;
    expect(answer.headers.get('Location')).toBe('/planner/p1');
    expect(planner.createEstimate.mock.calls[0]?.[0].body).toMatchObject({
      siteAreaCustom: 450,
      areaUnit: 'm2',
    });
  });

  it('keeps the answers on the page with the Error dialog when the API cannot store them', async () => {
    planner.createEstimate.mockRejectedValue(new TypeError('fetch failed'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await post();
    expect(answer.init?.status).toBe(502);
    expect(answer.data.values).toMatchObject({ siteAreaCustom: '٤٥٠', crops: ['basil'] });
    expect(answer.data.failure).toEqual({
      title: 'Error',
      message: 'Your plan could not be saved. Please try again.',
    });
  });

  it('says so in Arabic, with the API’s own sentence when it gives one', async () => {
    planner.createEstimate.mockResolvedValue({
      status: 503,
      body: {
        statusCode: 503,
        code: 'plannerAssumptionsMissing',
        message: 'The planner has no published figures yet.',
        error: 'Service Unavailable',
      },
    });
    const answer = await post('ar');
    expect(answer.init?.status).toBe(503);
    expect(answer.data.failure?.title).toBe('خطأ');
    expect(answer.data.failure?.message).not.toMatch(/[A-Za-z]/);
  });
});
