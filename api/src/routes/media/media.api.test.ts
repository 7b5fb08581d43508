import sharp from 'sharp';
import { IMAGE_REQUIRED, IMAGE_TYPE_INVALID, IMAGE_UNREADABLE, SPECIALTY_AREAS, courseCoverUrl } from '@inpro/shared-contracts';
import { makeMultipart } from '../../domain/files/testFixtures';
import { describeOnDb, type TestUser } from '../../test/testApp';
import { sniffImage } from '../../domain/media/image';

const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width, height, channels: 3, background: '#7a1f1f' } })
    .toFormat(format)
    .toBuffer();

describeOnDb('media', (t) => {
  let admin: TestUser;
  let teacher: TestUser;
  let student: TestUser;

  beforeAll(async () => {
    admin = await t.user('ADMIN');
    teacher = await t.user('DOCENTE');
    student = await t.user('ESTUDIANTE');
  });

  const upload = (kind: string, file: { name: string; data: Buffer } | undefined, headers: Record<string, string> = admin.auth) => {
    const form = makeMultipart({}, file);
    return t.inject({
      method: 'POST',
      url: `/api/admin/media/images?kind=${kind}`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };

  it('resizes a JPG logo into 512×512 PNG and serves it publicly with an immutable cache', async () => {
    const res = await upload('logo', { name: 'logo.jpg', data: await picture(2000, 1000, 'jpeg') });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ width: 512, height: 256 });
    expect(body.url).toMatch(/^\/api\/media\/logo-[0-9a-f]{24}\.png$/);
    const file = await t.inject({ method: 'GET', url: body.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sniffImage(file.rawPayload)).toBe('png');
  });

  it('stores course pictures as WEBP, never enlarged', async () => {
    const res = await upload('course', { name: 'curso.png', data: await picture(300, 200, 'png') });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ width: 300, height: 200 });
    expect(res.json().url).toMatch(/\.webp$/);
    const sig = await upload('signature', { name: 'firma.webp', data: await picture(1600, 400, 'webp') });
    expect(sig.json()).toMatchObject({ width: 800, height: 200 });
  });

  it('checks the content, not the name', async () => {
    let res = await upload('logo', { name: 'logo.png', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>') });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe(IMAGE_TYPE_INVALID);
    const broken = Buffer.concat([(await picture(50, 50, 'png')).subarray(0, 40)]);
    res = await upload('logo', { name: 'logo.png', data: broken });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(IMAGE_UNREADABLE);
    res = await upload('logo', undefined);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(IMAGE_REQUIRED);
    res = await upload('avatar', { name: 'a.png', data: await picture(10, 10, 'png') });
    expect(res.statusCode).toBe(400);
  });

  it('is for administrators only; unknown images are 404', async () => {
    const data = await picture(10, 10, 'png');
    expect((await upload('logo', { name: 'a.png', data }, {})).statusCode).toBe(401);
    expect((await upload('logo', { name: 'a.png', data }, teacher.auth)).statusCode).toBe(403);
    expect((await upload('logo', { name: 'a.png', data }, student.auth)).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/media/logo-000000000000000000000000.png' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/media/..%2Fsecret.png' })).statusCode).toBe(404);
  });

  it('serves an uploaded course image at the narrower widths of srcset, made once', async () => {
    const { url } = (await upload('course', { name: 'foto.png', data: await picture(1600, 900, 'png') })).json();
    for (const width of [400, 800]) {
      const res = await t.inject({ method: 'GET', url: `${url}?w=${width}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect((await sharp(res.rawPayload).metadata()).width).toBe(width);
      // The second time it is the stored copy.
      expect((await t.inject({ method: 'GET', url: `${url}?w=${width}` })).rawPayload.equals(res.rawPayload)).toBe(true);
    }
    const odd = await t.inject({ method: 'GET', url: `${url}?w=500` });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error).toBe('Ancho de imagen inválido: usa 400 o 800.');
    expect((await t.inject({ method: 'GET', url: `${url}?w=abc` })).statusCode).toBe(400);
    const logo = (await upload('logo', { name: 'logo.png', data: await picture(600, 600, 'png') })).json();
    expect((await t.inject({ method: 'GET', url: `${logo.url}?w=400` })).statusCode).toBe(400);
  });

  it("draws every specialty's cover (SVG, PNG for link previews), the institute's for any other area, 404 for a bad name", async () => {
    for (const area of SPECIALTY_AREAS) {
      const res = await t.inject({ method: 'GET', url: courseCoverUrl('/api', area) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.body).toContain(`Portada: ${area}`);
      // The name is the page's text beside the picture, not text in it (see get.ts).
      expect(res.body).not.toContain('<text');
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 640, height: 360 });
    }
    const other = await t.inject({ method: 'GET', url: courseCoverUrl('/api', 'Arbitraje') });
    expect(other.body).toContain('Instituto Nacional de Profesionalización');
    const png = await t.inject({ method: 'GET', url: '/api/covers/derecho-penal.png' });
    expect(png.headers['content-type']).toBe('image/png');
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 675 });
    for (const bad of ['..%2Fsecreto.svg', 'derecho-penal.gif', 'DERECHO.svg']) {
      const res = await t.inject({ method: 'GET', url: `/api/covers/${bad}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Imagen no encontrada.');
    }
  });
});
