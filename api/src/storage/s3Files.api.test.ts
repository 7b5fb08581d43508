/**
 * Uploaded materials in S3-compatible object storage (S3_BUCKET), against a real S3-protocol
 * server (s3rver): the API stores the file in the bucket, an enrolled student downloads the same
 * bytes (also through the signed link, over HTTP), and removing the resource removes the object.
 * A missing bucket or a store that stops answers 503 with a Spanish message and writes nothing.
 */
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { payments } from '../db/schema';
import { TestDb, testDbKinds, type TestUser } from '../test/testApp';
import { startS3Server, type TestS3Server } from '../test/s3Server';
import { makeMultipart, makePdf } from '../domain/files/testFixtures';
import { enrol, makeCourse } from '../domain/materials/testData';
import { STORAGE_UNAVAILABLE } from './types';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server(['inpro-archivos-pglite', 'inpro-archivos-postgres']);
});
afterAll(() => s3.close());

describe.each(testDbKinds())('materials stored in S3 [%s]', (kind) => {
  const bucket = `inpro-archivos-${kind}`;
  let t: TestDb;
  let noBucket: TestDb;
  let origin: string;

  beforeAll(async () => {
    t = new TestDb(kind, { s3: s3.settings(bucket, 'sitio') });
    noBucket = new TestDb(kind, { s3: s3.settings('no-existe', 'sitio') });
    await Promise.all([t.start(), noBucket.start()]);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    await t?.stop();
    await noBucket?.stop();
  });

  /** A course with a unit, a teacher and an enrolled student, on `db`. */
  async function unitOn(db: TestDb): Promise<{ unitId: number; admin: TestUser; student: TestUser }> {
    const admin = await db.user('ADMIN');
    const student = await db.user('ESTUDIANTE');
    const teacher = await db.user('DOCENTE');
    const course = await makeCourse(db, teacher.user.id);
    await enrol(db, student.user.id, course.id);
    const unit = await db.inject({
      method: 'POST',
      url: `/api/materials/courses/${course.id}/units`,
      headers: { ...admin.auth, 'content-type': 'application/json' },
      payload: { title: 'Unidad en S3' },
    });
    expect(unit.statusCode).toBe(201);
    return { unitId: unit.json().id, admin, student };
  }

  function upload(db: TestDb, admin: TestUser, unitId: number, pdf: Buffer) {
    const mp = makeMultipart({ title: 'Sílabo', type: 'FILE' }, { name: 'silabo.pdf', data: pdf });
    return db.inject({
      method: 'POST',
      url: `/api/materials/units/${unitId}/resources`,
      headers: { ...admin.auth, ...mp.headers },
      payload: mp.payload,
    });
  }

  async function unitKeys(unitId: number): Promise<string[]> {
    return (await s3.keys(bucket)).filter((k) => k.startsWith(`sitio/units/${unitId}/`));
  }

  it('keeps the upload in the bucket, serves it to the student (also by the signed link over HTTP) and deletes it with the resource', async () => {
    const { unitId, admin, student } = await unitOn(t);
    const pdf = makePdf('Silabo en S3');
    const created = await upload(t, admin, unitId, pdf);
    expect(created.statusCode).toBe(201);
    const { id, fileName } = created.json();
    expect(await unitKeys(unitId)).toEqual([`sitio/units/${unitId}/${fileName}`]);

    const file = await t.inject({ method: 'GET', url: `/api/files/units/${unitId}/${fileName}`, headers: student.auth });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);

    // The signed link of the student's resource list, opened with no header as a new tab would.
    const list = await t.inject({ method: 'GET', url: `/api/materials/units/${unitId}/resources`, headers: student.auth });
    const link = list.json().find((r: { id: number }) => r.id === id).url as string;
    const viaLink = await fetch(`${origin}/api${link}&download=1`);
    expect(viaLink.status).toBe(200);
    expect(viaLink.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(Buffer.from(await viaLink.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await fetch(`${origin}/api${link.replace(/sig=[^&]+/, 'sig=0000')}`)).status).toBe(401);

    const removed = await t.inject({ method: 'DELETE', url: `/api/materials/resources/${id}`, headers: admin.auth });
    expect(removed.statusCode).toBe(204);
    expect(await unitKeys(unitId)).toEqual([]);
    const gone = await t.inject({ method: 'GET', url: `/api/files/units/${unitId}/${fileName}`, headers: student.auth });
    expect(gone.statusCode).toBe(404);
  });

  it('answers 503 with a Spanish message for a missing bucket and creates no resource', async () => {
    const { unitId, admin } = await unitOn(noBucket);
    const res = await upload(noBucket, admin, unitId, makePdf('Sin bucket'));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: STORAGE_UNAVAILABLE });
    expect(res.headers['retry-after']).toBeDefined();
    const list = await noBucket.inject({ method: 'GET', url: `/api/materials/units/${unitId}/resources`, headers: admin.auth });
    expect(list.json()).toEqual([]);
  });

  it('refuses a voucher with 503 when the bucket is missing, recording no payment', async () => {
    const teacher = await noBucket.user('DOCENTE');
    const student = await noBucket.user('ESTUDIANTE');
    const course = await makeCourse(noBucket, teacher.user.id, { price: 480 });
    const order = await noBucket.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...student.auth, 'idempotency-key': randomUUID() },
      payload: { courseId: course.id, plan: 'FULL', method: 'VOUCHER' },
    });
    expect(order.statusCode).toBe(201);
    const mp = makeMultipart({}, { name: 'voucher.png', data: PNG });
    const sent = await noBucket.inject({
      method: 'POST',
      url: `/api/orders/${order.json().id}/voucher`,
      headers: { ...student.auth, ...mp.headers },
      payload: mp.payload,
    });
    expect(sent.statusCode).toBe(503);
    expect(sent.json()).toEqual({ error: STORAGE_UNAVAILABLE });
    expect(await noBucket.db.select().from(payments).where(eq(payments.orderId, order.json().id))).toEqual([]);
  });

  it('keeps only the stored voucher of the upload that won when two are sent at once', async () => {
    const teacher = await t.user('DOCENTE');
    const student = await t.user('ESTUDIANTE');
    const course = await makeCourse(t, teacher.user.id, { price: 480 });
    const order = await t.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...student.auth, 'idempotency-key': randomUUID() },
      payload: { courseId: course.id, plan: 'FULL', method: 'VOUCHER' },
    });
    expect(order.statusCode).toBe(201);
    const vouchersBefore = (await s3.keys(bucket)).filter((k) => k.startsWith('sitio/vouchers/'));
    const send = () => {
      const mp = makeMultipart({}, { name: 'voucher.png', data: PNG });
      return t.inject({
        method: 'POST',
        url: `/api/orders/${order.json().id}/voucher`,
        headers: { ...student.auth, ...mp.headers },
        payload: mp.payload,
      });
    };
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.json().id));
    const vouchersAfter = (await s3.keys(bucket)).filter((k) => k.startsWith('sitio/vouchers/') && !vouchersBefore.includes(k));
    expect(vouchersAfter).toEqual([`sitio/${payment.voucherKey}`]);
  });

  it('answers 503 while the store is down, writes nothing, and serves the file again when it is back', async () => {
    const { unitId, admin, student } = await unitOn(t);
    const pdf = makePdf('Antes de la caida');
    const first = await upload(t, admin, unitId, pdf);
    expect(first.statusCode).toBe(201);
    const { fileName } = first.json();

    await s3.stop();
    try {
      const download = await t.inject({ method: 'GET', url: `/api/files/units/${unitId}/${fileName}`, headers: student.auth });
      expect(download.statusCode).toBe(503);
      expect(download.json()).toEqual({ error: STORAGE_UNAVAILABLE });
      const second = await upload(t, admin, unitId, makePdf('Durante la caida'));
      expect(second.statusCode).toBe(503);
      expect(second.json()).toEqual({ error: STORAGE_UNAVAILABLE });
    } finally {
      await s3.start();
    }

    const list = await t.inject({ method: 'GET', url: `/api/materials/units/${unitId}/resources`, headers: admin.auth });
    expect(list.json().map((r: { fileName: string }) => r.fileName)).toEqual([fileName]);
    expect(await unitKeys(unitId)).toEqual([`sitio/units/${unitId}/${fileName}`]);
    const again = await t.inject({ method: 'GET', url: `/api/files/units/${unitId}/${fileName}`, headers: student.auth });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(pdf)).toBe(true);
  });

  it('retries a connection cut during the upload once, and answers 503 writing nothing when the store keeps cutting it', async () => {
    const { unitId, admin } = await unitOn(t);
    s3.dropNext('PUT', 1);
    const retried = await upload(t, admin, unitId, makePdf('Un corte'));
    expect(retried.statusCode).toBe(201);
    expect(await unitKeys(unitId)).toEqual([`sitio/units/${unitId}/${retried.json().fileName}`]);

    s3.dropNext('PUT', 10);
    try {
      const refused = await upload(t, admin, unitId, makePdf('Cortes seguidos'));
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ error: STORAGE_UNAVAILABLE });
    } finally {
      s3.dropNext('PUT', 0);
    }
    const list = await t.inject({ method: 'GET', url: `/api/materials/units/${unitId}/resources`, headers: admin.auth });
    expect(list.json().map((r: { fileName: string }) => r.fileName)).toEqual([retried.json().fileName]);
    expect(await unitKeys(unitId)).toEqual([`sitio/units/${unitId}/${retried.json().fileName}`]);
  });
});
