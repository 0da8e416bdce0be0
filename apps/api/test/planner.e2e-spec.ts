import {
  accountMessages,
  estimatePlan,
  plannerAssumptionsSchema,
  plannerMessages,
  PLANNER_FIGURES_RECORD,
  type PlannerFigures,
  type PlannerInputsBody,
  plannerInputsSchema,
  referencePlannerFigures,
  storedPlanWithFiguresSchema,
} from '@farm/contract';
import { expectErrorBody } from './support/expect-error';
import { ACCOUNT_THROTTLE } from '../src/throttle/throttle.service';
import { type AccountsApp, bearer, newRegistration, nextVisitorAddress, startAccountsApp } from './auth-app';

const ADMIN = { email: 'planner-admin@farm-test.ae', password: 'harvest-2025' };

const inputs: PlannerInputsBody = {
  location: 'dubai',
  spaceType: 'rooftop',
  siteArea: 'custom',
  siteAreaCustom: 100,
  areaUnit: 'm2',
  technology: 'hydroponics',
  crops: ['butterhead-lettuce', 'basil'],
  budget: '25000-50000',
};

describe('farm planner', () => {
  let api: AccountsApp;
  let adminToken: string;
  let customerToken: string;

  beforeAll(async () => {
    api = await startAccountsApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const admin = await api.client.auth.signin({ body: ADMIN });
    if (admin.status !== 200) throw new Error(`admin signin: ${admin.status}`);
    adminToken = admin.body.token;
    const registration = newRegistration('grower');
    await api.client.auth.signup({ body: registration });
    const code = await api.outbox.nextCode(registration.email, 0);
    await api.client.auth.verifyEmail({ body: { email: registration.email, code } });
    const customer = await api.client.auth.signin({
      body: { email: registration.email, password: registration.password },
    });
    if (customer.status !== 200) throw new Error(`customer signin: ${customer.status}`);
    customerToken = customer.body.token;
  });

  afterAll(async () => {
    await api.close();
  });

  it('publishes the documented reference figures as version 1 on a new database', async () => {
    const res = await api.client.planner.currentAssumptions();
    expect(res.status).toBe(200);
    if (res.status !== 200) return;
    expect(res.body.data.version).toBe(1);
    expect(res.body.data.figures).toEqual(referencePlannerFigures);
  });

  it(`stores at most ${ACCOUNT_THROTTLE.perIp} estimates a minute from one address, as the forms do`, async () => {
    const headers = { 'x-forwarded-for': nextVisitorAddress() };
    for (let i = 0; i < ACCOUNT_THROTTLE.perIp; i += 1)
      expect((await api.client.planner.createEstimate({ body: inputs, extraHeaders: headers })).status).toBe(
        201,
      );
    const refused = await api.client.planner.createEstimate({ body: inputs, extraHeaders: headers });
    expect(refused.status).toBe(429);
    expectErrorBody(refused.body, 429, accountMessages.tooManyRequests);
    // Another visitor is not held back.
    expect((await api.client.planner.createEstimate({ body: inputs })).status).toBe(201);
  });

  it('stores an estimate made with the current figures and answers it by its unguessable id', async () => {
    const created = await api.client.planner.createEstimate({ body: inputs });
    expect(created.status).toBe(201);
    if (created.status !== 201) return;
    const { id } = created.body.data;
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const expected = estimatePlan(plannerInputsSchema.parse(inputs), referencePlannerFigures);
    expect(created.body.data.estimate).toEqual(expected);

    const read = await api.client.planner.getEstimate({ params: { id } });
    expect(read.status).toBe(200);
    if (read.status !== 200) return;
    expect(storedPlanWithFiguresSchema.parse(read.body.data)).toBeTruthy();
    expect(read.body.data).toMatchObject({
      id,
      inputs,
      assumptionsVersion: 1,
      estimate: expected,
      assumptions: { version: 1, figures: referencePlannerFigures },
    });
  });

  it('gives each estimate its own id', async () => {
    const [a, b] = await Promise.all([
      api.client.planner.createEstimate({ body: inputs }),
      api.client.planner.createEstimate({ body: inputs }),
    ]);
    expect(a.status === 201 && b.status === 201 && a.body.data.id !== b.body.data.id).toBe(true);
  });

  it('refuses inputs outside the enquiry options with the contract’s messages', async () => {
    const res = await api.client.planner.createEstimate({
      body: { ...inputs, location: 'doha' as 'dubai', siteAreaCustom: 0.2 },
    });
    expect(res.status).toBe(400);
    const body = expectErrorBody(res.body, 400);
    expect(body.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'location', code: 'plannerLocationRequired' }),
        expect.objectContaining({ path: 'siteAreaCustom', message: plannerMessages.plannerAreaRangeM2 }),
      ]),
    );
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'not-an-id', '../assumptions']) {
      const res = await api.client.planner.getEstimate({ params: { id: encodeURIComponent(id) } });
      expect(res.status).toBe(404);
      expectErrorBody(res.body, 404, plannerMessages.plannerEstimateNotFound);
    }
  });

  describe('admin figures', () => {
    const dearerLettuce: PlannerFigures = {
      ...referencePlannerFigures,
      pricePerKg: { ...referencePlannerFigures.pricePerKg, 'leafy-greens': 30 },
    };

    it('answers 401 without a token and 403 to a customer', async () => {
      const anonymous = await api.client.planner.listAssumptions();
      expect(anonymous.status).toBe(401);
      expectErrorBody(anonymous.body, 401, accountMessages.loginRequired);
      const customer = await api.client.planner.publishAssumptions({
        body: { note: 'cheaper', figures: referencePlannerFigures },
        extraHeaders: bearer(customerToken),
      });
      expect(customer.status).toBe(403);
      expectErrorBody(customer.body, 403, accountMessages.forbidden);
    });

    it('refuses figures that break their rules, naming each', async () => {
      const res = await api.client.planner.publishAssumptions({
        body: {
          note: '',
          figures: {
            ...referencePlannerFigures,
            usableShare: 1.5,
            waterSavingShare: { ...referencePlannerFigures.waterSavingShare, soil: 1 },
            tiers: { ...referencePlannerFigures.tiers, soil: 0.5 },
            investmentPerM2: { ...referencePlannerFigures.investmentPerM2, soil: { low: 500, high: 100 } },
          },
        },
        extraHeaders: bearer(adminToken),
      });
      expect(res.status).toBe(400);
      const body = expectErrorBody(res.body, 400);
      expect(body.issues?.map((issue) => [issue.path, issue.code])).toEqual(
        expect.arrayContaining([
          ['figures.usableShare', 'plannerShareInvalid'],
          ['figures.waterSavingShare.soil', 'plannerSavingInvalid'],
          ['figures.tiers.soil', 'plannerTiersInvalid'],
          ['figures.investmentPerM2.soil.high', 'plannerRangeOrder'],
        ]),
      );
    });

    it('publishes a new version; new estimates use it, earlier ones keep theirs', async () => {
      const before = await api.client.planner.createEstimate({ body: inputs });
      if (before.status !== 201) throw new Error(`estimate: ${before.status}`);

      const published = await api.client.planner.publishAssumptions({
        body: { note: 'Lettuce sells at AED 30 now', figures: dearerLettuce },
        extraHeaders: bearer(adminToken),
      });
      expect(published.status).toBe(201);
      if (published.status !== 201) return;
      expect(plannerAssumptionsSchema.parse(published.body.data)).toMatchObject({
        version: 2,
        note: 'Lettuce sells at AED 30 now',
      });

      const after = await api.client.planner.createEstimate({ body: inputs });
      if (after.status !== 201) throw new Error(`estimate: ${after.status}`);
      expect(after.body.data.assumptionsVersion).toBe(2);
      expect(after.body.data.estimate.revenuePerYear).toBeGreaterThan(
        before.body.data.estimate.revenuePerYear,
      );

      const old = await api.client.planner.getEstimate({ params: { id: before.body.data.id } });
      expect(old.status === 200 && old.body.data.assumptions.version).toBe(1);
      expect(old.status === 200 && old.body.data.estimate).toEqual(before.body.data.estimate);

      const current = await api.client.planner.currentAssumptions();
      expect(current.status === 200 && current.body.data.version).toBe(2);

      const list = await api.client.planner.listAssumptions({ extraHeaders: bearer(adminToken) });
      expect(list.status === 200 && list.body.data.map((v) => v.version)).toEqual([2, 1]);

      // Who published it is on the figures' audit trail.
      const trail = await api.client.admin.listAuditTrail({
        query: { kind: 'plannerFigures', recordId: PLANNER_FIGURES_RECORD },
        extraHeaders: bearer(adminToken),
      });
      expect(
        trail.status === 200 && trail.body.data.map(({ action, detail }) => ({ action, detail })),
      ).toEqual([{ action: 'published', detail: 'v2' }]);
    });

    it('numbers simultaneous publications one after another', async () => {
      const results = await Promise.all(
        [1, 2, 3].map((n) =>
          api.client.planner.publishAssumptions({
            body: { note: `round ${n}`, figures: dearerLettuce },
            extraHeaders: bearer(adminToken),
          }),
        ),
      );
      const versions = results.map((r) => (r.status === 201 ? r.body.data.version : r.status));
      expect([...versions].sort()).toEqual([3, 4, 5]);
    });
  });
});
