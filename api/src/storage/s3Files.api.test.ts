/**
 * Uploaded materials in S3-compatible object storage (S3_BUCKET): the API stores the file in the
 * bucket, an enrolled student downloads the same bytes, and removing the resource removes the object.
 */
import { TestDb, type TestUser } from '../test/testApp';
import { startFakeS3, type FakeS3 } from '../test/fakeS3';
import { makeMultipart, makePdf } from '../modules/files/testFixtures';
import { enrol, makeCourse } from '../modules/materials/testData';

describe('materials stored in S3', () => {
  let fake: FakeS3;
  let t: TestDb;
  let admin: TestUser;
  let student: TestUser;
  let unitId: number;

  beforeAll(async () => {
    fake = await startFakeS3();
    t = new TestDb('pglite', {
      s3: { bucket: 'inpro-archivos', endpoint: fake.url, region: 'us-east-1', accessKeyId: 'AK', secretAccessKey: 'SK', prefix: 'sitio' },
    });
    await t.start();
    admin = await t.user('ADMIN');
    student = await t.user('ESTUDIANTE');
    const teacher = await t.user('DOCENTE');
    const course = await makeCourse(t, teacher.user.id);
    await enrol(t, student.user.id, course.id);
    const unit = await t.inject({
      method: 'POST',
      url: `/api/materials/courses/${course.id}/units`,
      headers: { ...admin.auth, 'content-type': 'application/json' },
      payload: { title: 'Unidad en S3' },
    });
    expect(unit.statusCode).toBe(201);
    unitId = unit.json().id;
  });
  afterAll(async () => {
    await t.stop();
    await fake.close();
  });

  it('keeps the upload in the bucket, serves it to the student and deletes it with the resource', async () => {
    const pdf = makePdf('Silabo en S3');
    const mp = makeMultipart({ title: 'Sílabo', type: 'FILE' }, { name: 'silabo.pdf', data: pdf });
    const created = await t.inject({
      method: 'POST',
      url: `/api/materials/units/${unitId}/resources`,
      headers: { ...admin.auth, ...mp.headers },
      payload: mp.payload,
    });
    expect(created.statusCode).toBe(201);
    const { id, fileName } = created.json();
    const objectKey = `inpro-archivos/sitio/units/${unitId}/${fileName}`;
    expect(fake.objects.get(objectKey)?.equals(pdf)).toBe(true);

    const file = await t.inject({ method: 'GET', url: `/api/files/units/${unitId}/${fileName}`, headers: student.auth });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);

    const removed = await t.inject({ method: 'DELETE', url: `/api/materials/resources/${id}`, headers: admin.auth });
    expect(removed.statusCode).toBe(204);
    expect(fake.objects.has(objectKey)).toBe(false);
    const gone = await t.inject({ method: 'GET', url: `/api/files/units/${unitId}/${fileName}`, headers: student.auth });
    expect(gone.statusCode).toBe(404);
  });
});
