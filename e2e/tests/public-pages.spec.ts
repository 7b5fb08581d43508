import { expect, test, type APIRequestContext } from '../src/test';
import { filterCourses, horizontalOverflow, parseSoles, publishedCourses, soles, type ApiCourse } from '../src/publicSite';

/** Home, /especializacion, /diplomados, /arbitraje, /tramites and the 360 px layout of every public page. */

interface CourseWithSchedule extends ApiCourse {
  schedule?: Array<{ mode?: string | null }>;
}

async function coursesOfType(request: APIRequestContext, type: string): Promise<CourseWithSchedule[]> {
  const res = await request.get('/api/courses/filter', { params: { type, page: 0, size: 100, sort: 'popular' } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { content: CourseWithSchedule[] }).content;
}

test.describe('public home /', () => {
  test('hero, statistics and the hero buttons opening in a new tab', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Transforma tu carrera/ })).toBeVisible();
    const stats = page.getByRole('region', { name: 'Cifras del instituto' });
    const figures: Array<[string, string]> = [
      ['Estudiantes Activos', '5,000+'],
      ['Cursos Disponibles', '50+'],
      ['Profesores Expertos', '25+'],
      ['Satisfacción', '98%'],
    ];
    for (const [label, value] of figures) {
      await expect(stats.getByRole('term').filter({ hasText: label })).toBeVisible();
      await expect(
        stats
          .locator('div')
          .filter({ has: page.getByText(label, { exact: true }) })
          .getByRole('definition'),
      ).toHaveText(value);
    }
    const hero = page.getByRole('region', { name: /Transforma tu carrera/ });
    const aula = hero.getByRole('link', { name: /^Acceder al Aula Virtual/ });
    const cursos = hero.getByRole('link', { name: /^Ver Cursos Disponibles/ });
    await expect(aula).toHaveAttribute('href', '/aula/login');
    await expect(aula).toHaveAttribute('target', '_blank');
    await expect(cursos).toHaveAttribute('href', '/cursos');
    await expect(cursos).toHaveAttribute('target', '_blank');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), cursos.click()]);
    await expect(tab).toHaveURL(/\/cursos$/);
    await expect(tab.getByRole('heading', { level: 1, name: 'Cursos / Seminarios' })).toBeVisible();
    await tab.close();
  });

  test('19 specialties; choosing one shows its name, description and image', async ({ page }) => {
    await page.goto('/');
    const list = page.getByRole('tablist', { name: 'Especialidades' });
    const tabs = list.getByRole('tab');
    await expect(tabs).toHaveCount(19);
    const panel = page.getByRole('tabpanel').filter({ has: page.getByRole('img', { name: /Ilustración de la especialidad/ }) });
    const first = (await tabs.first().textContent()) as string;
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(first);

    const third = tabs.nth(2);
    const name = (await third.textContent()) as string;
    await third.click();
    await expect(third).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(name);
    await expect(panel.getByRole('img', { name: `Ilustración de la especialidad ${name}` })).toBeVisible();
    const description = (await panel.getByRole('paragraph').first().textContent()) as string;
    expect(description.length).toBeGreaterThan(40);
    // Keyboard: the arrow key chooses the next one.
    await third.press('ArrowRight');
    const fourth = (await tabs.nth(3).textContent()) as string;
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(fourth);
    await expect(panel.getByRole('paragraph').first()).not.toHaveText(description);
  });

  test('the featured courses are the first 3 published courses from the API', async ({ page, request }) => {
    const first3 = (await publishedCourses(request)).slice(0, 3);
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Empieza hoy con nuestros cursos destacados' });
    await expect(featured.getByRole('article')).toHaveCount(3);
    await expect(featured.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(first3.map((c) => c.title));
    await expect(featured.getByRole('article').first()).toContainText(soles(first3[0].price));
  });
});

test.describe('public institutional pages', () => {
  test('/especializacion: the published programmes and the 4 admission steps with their durations', async ({ page, request }) => {
    const programmes = [...(await coursesOfType(request, 'Especialidad')), ...(await coursesOfType(request, 'Programa'))];
    expect(programmes.length).toBeGreaterThan(0);
    await page.goto('/especializacion');
    const open = page.getByRole('region', { name: 'Programas con convocatoria abierta' });
    await expect(open.getByRole('article')).toHaveCount(programmes.length);
    for (const p of programmes) await expect(open.getByRole('heading', { level: 3, name: p.title })).toBeVisible();
    const steps = page.getByRole('list', { name: 'Pasos del proceso de admisión' }).getByRole('listitem');
    await expect(steps).toHaveCount(4);
    const expected: Array<[string, string]> = [
      ['Evaluación de perfil', '3 días'],
      ['Entrevista personal', '1 semana'],
      ['Examen de conocimientos', '1 semana'],
      ['Admisión y matrícula', '2 días'],
    ];
    for (const [i, [title, duration]] of expected.entries()) {
      await expect(steps.nth(i).getByRole('heading', { level: 3 })).toHaveText(title);
      await expect(steps.nth(i)).toContainText(`Duración: ${duration}`);
    }
  });

  test('/diplomados: the real Diplomado courses with text search, modality filter and price sort', async ({ page, request }) => {
    const diplomas = await coursesOfType(request, 'Diplomado');
    expect(diplomas.length).toBeGreaterThan(1);
    await page.goto('/diplomados');
    const cards = page.getByRole('main').getByRole('article');
    const titles = cards.getByRole('heading', { level: 3 });
    await expect(page.getByText(`Mostrando ${diplomas.length} de ${diplomas.length} diplomados`)).toBeVisible();
    await expect(cards).toHaveCount(diplomas.length);
    for (const d of diplomas) await expect(page.getByRole('heading', { level: 3, name: d.title })).toBeVisible();

    await page.getByRole('combobox', { name: 'Ordenar por precio' }).selectOption({ label: 'Precio: menor a mayor' });
    const ascending = [...diplomas].sort((a, b) => a.price - b.price);
    await expect(titles).toHaveText(ascending.map((d) => d.title));
    const prices = (await cards.allTextContents()).map(parseSoles);
    expect(prices).toEqual(ascending.map((d) => d.price));
    await page.getByRole('combobox', { name: 'Ordenar por precio' }).selectOption({ label: 'Precio: mayor a menor' });
    await expect(titles).toHaveText([...ascending].reverse().map((d) => d.title));

    // Text search, accents ignored.
    const target = diplomas[0];
    const word = target.title
      .split(/\s+/)
      .reverse()
      .find((w) => w.length > 6) as string;
    const unaccented = word
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    // The server searches (title, area, teachers): what it answers for the word is what the page shows.
    const found = await request.get('/api/courses/filter', { params: { type: 'Diplomado', q: unaccented, page: 0, size: 100 } });
    const matching = ((await found.json()) as { content: CourseWithSchedule[] }).content;
    expect(matching.map((d) => d.id)).toContain(target.id);
    await page.getByRole('searchbox', { name: 'Buscar diplomado' }).fill(unaccented);
    await expect(page.getByText(`Mostrando ${matching.length} de ${diplomas.length} diplomados`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: target.title })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar diplomado' }).fill('zzqx');
    await expect(page.getByText('Sin resultados', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await expect(cards).toHaveCount(diplomas.length);

    // Modality: the seeded schedules give each diploma one mode.
    const modeOf = (d: CourseWithSchedule) => d.schedule?.[0]?.mode;
    const mode = modeOf(diplomas[0]);
    expect(mode).toBeTruthy();
    const sameMode = diplomas.filter((d) => modeOf(d) === mode);
    await page.getByRole('combobox', { name: 'Modalidad' }).selectOption({ label: mode as string });
    await expect(page.getByText(`Mostrando ${sameMode.length} de ${diplomas.length} diplomados`)).toBeVisible();
    await expect(titles).toHaveText(sameMode.map((d) => d.title));
  });

  test('/arbitraje: requirements, fees S/ 180 and S/ 250, rules, 4-step flow, two FAQs and the stated times', async ({ page }) => {
    await page.goto('/arbitraje');
    await expect(page.getByRole('heading', { level: 3, name: 'Requisitos para presentar un caso' })).toBeVisible();
    const fees = page.getByRole('table', { name: 'Tarifas referenciales' });
    await expect(fees.getByRole('row', { name: /Registro de caso/ }).getByRole('cell')).toHaveText('S/\u00a0180.00');
    await expect(fees.getByRole('row', { name: /Audiencia por sesión/ }).getByRole('cell')).toHaveText('S/\u00a0250.00');
    const times = page.getByRole('region', { name: 'Requisitos y tarifas' });
    await expect(times.getByText('48–72 h')).toBeVisible();
    await expect(times.getByText('7–15 días')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Reglas del procedimiento' })).toBeVisible();
    await expect(page.getByRole('region', { name: '¿Cómo se tramita un caso?' }).getByRole('listitem')).toHaveCount(4);
    const faqs = page.getByRole('region', { name: 'Preguntas frecuentes' }).getByRole('group');
    await expect(faqs).toHaveCount(2);
    await faqs.first().getByText('¿Cuál es la diferencia entre arbitraje y conciliación?').click();
    await expect(faqs.first().getByRole('paragraph')).toBeVisible();
  });

  test('/tramites: three procedures at S/ 35, S/ 60 and S/ 120, a 4-step flow and FAQs', async ({ page }) => {
    await page.goto('/tramites');
    const procedures = page
      .getByRole('region', { name: 'Trámites disponibles' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(procedures).toHaveCount(3);
    await expect(procedures.getByRole('heading', { level: 3 })).toHaveText([
      'Constancia de estudios',
      'Duplicado de certificado',
      'Convalidación de cursos',
    ]);
    await expect(procedures.nth(0)).toContainText('S/ 35.00');
    await expect(procedures.nth(1)).toContainText('S/ 60.00');
    await expect(procedures.nth(2)).toContainText('S/ 120.00');
    await expect(page.getByRole('region', { name: '¿Cómo realizar tu trámite?' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('region', { name: 'Preguntas frecuentes' }).getByRole('group').first()).toBeVisible();
  });
});

test.describe('public pages at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('no public page scrolls horizontally', async ({ page, request }) => {
    const course = (await filterCourses(request)).content[0];
    const pages: Array<[string, RegExp | string]> = [
      ['/', /Transforma tu carrera/],
      ['/cursos', 'Cursos / Seminarios'],
      [`/curso/${course.id}`, course.title],
      [`/checkout?courseId=${course.id}`, 'Finalizar compra'],
      ['/gracias', 'No hay una compra reciente'],
      ['/certificados', 'Certificaciones'],
      ['/especializacion', 'Programas de especialización'],
      ['/diplomados', 'Diplomados de especialización jurídica'],
      ['/arbitraje', 'Corte de Arbitraje y Conciliación'],
      ['/tramites', 'Trámites educativos'],
      ['/contacto', /Contacto|Contáctanos/],
      ['/buscar?q=derecho', 'Resultados para “derecho”'],
      ['/aula/login', 'Aula Virtual'],
    ];
    const overflowing: string[] = [];
    const missingAlt: string[] = [];
    for (const [url, heading] of pages) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Let the lists of the page arrive before measuring.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const overflow = await horizontalOverflow(page);
      if (overflow > 0) overflowing.push(`${url} (+${overflow}px)`);
      // Every image has a text alternative.
      const unlabelled = await page.locator('img:not([alt])').count();
      if (unlabelled > 0) missingAlt.push(`${url} (${unlabelled})`);
    }
    expect(overflowing).toEqual([]);
    expect(missingAlt).toEqual([]);
  });
});
