import { and, eq } from 'drizzle-orm';
import {
  FORUM_EDIT_WINDOW_PASSED,
  FORUM_NOT_AUTHOR,
  FORUM_ONLY_MASTER,
  FORUM_ONLY_TEACHER,
  FORUM_THREAD_LOCKED,
  MESSAGE_NOT_ALLOWED,
} from '@inpro/shared-contracts';
import { auditLog, forumPosts, notifications, settings } from '../../db/schema';
import { mailOutbox } from '../../mail';
import { eventually, waitForJobs, waitForMail } from '../../test/mail';
import { describeOnDb, type TestUser } from '../../test/testApp';
import { classroomFixture, type ClassroomFixture } from '../../modules/classroom/testData';
import { makeMultipart, makePdf } from '../../domain/files/testFixtures';
import { invalidateSettings } from '../../domain/settings/store';

describeOnDb('course forums and messages', (t) => {
  let f: ClassroomFixture;
  let master: TestUser;
  beforeAll(async () => {
    f = await classroomFixture(t);
    master = await t.user('SUPER_ADMIN');
  });
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: TestUser, payload?: object) =>
    t.inject({ method, url: `/api${url}`, headers: who.auth, ...(payload ? { payload } : {}) });
  const bell = async (who: TestUser) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, who.user.id)));

  it('a student starts a thread, a classmate replies, followers are notified by bell and e-mail', async () => {
    let res = await send('POST', `/forums/courses/${f.courseId}/threads`, f.student, {
      title: 'Duda sobre la prisión preventiva',
      body: '¿Alguien tiene [el artículo](https://inpro.edu.pe/a)?\n\n- plazo\n- requisitos\n\n<script>alert(1)</script>',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created.thread).toMatchObject({
      title: 'Duda sobre la prisión preventiva',
      replies: 0,
      subscribed: true,
      pinned: false,
      locked: false,
    });
    const first = created.posts[0];
    expect(first.html).toContain('<a href="https://inpro.edu.pe/a" target="_blank" rel="noopener noreferrer nofollow">el artículo</a>');
    expect(first.html).toContain('<li>plazo</li>');
    expect(first.html).not.toContain('<script');
    const [stored] = await t.db.select().from(forumPosts).where(eq(forumPosts.id, first.id));
    expect(stored.body).toBe(first.html);
    // The teacher follows every thread of their course and hears of the new one.
    expect((await bell(f.teacher)).some((n) => n.kind === 'FORUM' && n.link === `/prof/foros/${f.courseId}/${created.thread.id}`)).toBe(
      true,
    );

    // Mails leave after the answer (jobs): the teacher's one about the new thread is out before counting.
    await waitForMail(t.app, (m) => m.to[0] === f.teacher.user.email && m.subject.startsWith('INPRO: Nuevo tema en el foro de '));
    const before = mailOutbox(t.app).length;
    res = await send('POST', `/forums/threads/${created.thread.id}/posts`, f.classmate, { body: 'Es el **artículo 268**.' });
    expect(res.statusCode).toBe(201);
    expect(res.json().thread.replies).toBe(1);
    const studentBell = (await bell(f.student)).filter((n) => n.kind === 'FORUM');
    expect(studentBell).toHaveLength(1);
    expect(studentBell[0]).toMatchObject({
      title: 'Nueva respuesta en «Duda sobre la prisión preventiva»',
      link: `/aula/foros/${f.courseId}/${created.thread.id}`,
    });
    expect((await bell(f.classmate)).filter((n) => n.kind === 'FORUM')).toHaveLength(0);
    await eventually(() => mailOutbox(t.app).length - before >= 2, 10_000, 'the two reply mails');
    await waitForJobs(t.app);
    const mails = mailOutbox(t.app).slice(before);
    expect(mails.map((m) => m.to[0]).sort()).toEqual([f.student.user.email, f.teacher.user.email].sort());
    expect(mails[0].subject).toBe('INPRO: Nueva respuesta en «Duda sobre la prisión preventiva»');

    // With e-mail notifications off, only the bell.
    await t.db
      .insert(settings)
      .values({ key: 'notifications', value: { emailEnabled: false } })
      .onConflictDoUpdate({ target: settings.key, set: { value: { emailEnabled: false } } });
    invalidateSettings(t.app, 'notifications');
    const before2 = mailOutbox(t.app).length;
    expect((await send('POST', `/forums/threads/${created.thread.id}/posts`, f.teacher, { body: 'Correcto.' })).statusCode).toBe(201);
    await new Promise((r) => setTimeout(r, 200));
    expect(mailOutbox(t.app).length).toBe(before2);
    await t.db.delete(settings).where(eq(settings.key, 'notifications'));
    invalidateSettings(t.app, 'notifications');
  });

  it('only the course’s people read and post; 404 for a missing thread', async () => {
    const list = await send('GET', `/forums/courses/${f.courseId}/threads`, f.outsider);
    expect(list.statusCode).toBe(403);
    expect((await send('GET', `/forums/courses/${f.courseId}/threads`, f.otherTeacher)).statusCode).toBe(403);
    const mine = (await send('GET', '/forums/courses', f.student)).json();
    expect(mine).toEqual([expect.objectContaining({ id: f.courseId, threads: 1 })]);
    expect((await send('GET', '/forums/courses', f.outsider)).json().map((c: { id: number }) => c.id)).not.toContain(f.courseId);
    const ok = await send('GET', `/forums/courses/${f.courseId}/threads`, f.student);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ canModerate: false, course: { id: f.courseId } });
    const threadId = ok.json().threads[0].id;
    expect((await send('GET', `/forums/threads/${threadId}`, f.outsider)).statusCode).toBe(403);
    expect((await send('POST', `/forums/threads/${threadId}/posts`, f.outsider, { body: 'hola' })).statusCode).toBe(403);
    const missing = await send('GET', '/forums/threads/999999', f.student);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('No se encontró el tema del foro.');
    const empty = await send('POST', `/forums/threads/${threadId}/posts`, f.student, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Escribe el texto de la publicación.');
  });

  it('the teacher pins and locks (audited); a locked thread takes no student reply', async () => {
    const threadId = (await send('GET', `/forums/courses/${f.courseId}/threads`, f.student)).json().threads[0].id;
    const byStudent = await send('PUT', `/forums/threads/${threadId}`, f.student, { locked: true });
    expect(byStudent.statusCode).toBe(403);
    expect(byStudent.json().error).toBe(FORUM_ONLY_TEACHER);
    const res = await send('PUT', `/forums/threads/${threadId}`, f.teacher, { pinned: true, locked: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ thread: { pinned: true, locked: true }, canReply: true });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'forum_thread'), eq(auditLog.entityId, String(threadId))));
    expect(entries).toHaveLength(1);
    const refused = await send('POST', `/forums/threads/${threadId}/posts`, f.student, { body: 'una más' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(FORUM_THREAD_LOCKED);
    expect((await send('GET', `/forums/threads/${threadId}`, f.student)).json().canReply).toBe(false);
    expect((await send('POST', `/forums/threads/${threadId}/posts`, f.teacher, { body: 'Cerrado.' })).statusCode).toBe(201);
    await send('PUT', `/forums/threads/${threadId}`, f.teacher, { locked: false });
  });

  it('the author edits within the window; the teacher edits and deletes any post (audited)', async () => {
    const created = (
      await send('POST', `/forums/courses/${f.courseId}/threads`, f.classmate, { title: 'Edición', body: 'Texto inicial' })
    ).json();
    const postId = created.posts[0].id;
    expect(created.posts[0]).toMatchObject({ canEdit: true, canDelete: true });
    expect((await send('PUT', `/forums/posts/${postId}`, f.classmate, { body: 'Texto *corregido*' })).json().posts[0]).toMatchObject({
      html: '<p>Texto <em>corregido</em></p>',
      editedAt: expect.any(String),
    });
    const other = await send('PUT', `/forums/posts/${postId}`, f.student, { body: 'ajeno' });
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe(FORUM_NOT_AUTHOR);
    // Past the window the author may no longer change it.
    await t.db
      .update(forumPosts)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(forumPosts.id, postId));
    const late = await send('DELETE', `/forums/posts/${postId}`, f.classmate);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(FORUM_EDIT_WINDOW_PASSED);
    expect((await send('GET', `/forums/threads/${created.thread.id}`, f.classmate)).json().posts[0].canEdit).toBe(false);
    // The teacher still may, and it is audited.
    expect((await send('PUT', `/forums/posts/${postId}`, f.teacher, { body: 'Moderado' })).statusCode).toBe(200);
    expect((await send('DELETE', `/forums/posts/${postId}`, f.teacher)).statusCode).toBe(204);
    const actions = (
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'forum_post'), eq(auditLog.entityId, String(postId))))
    ).map((e) => e.action);
    expect(actions.sort()).toEqual(['DELETE', 'UPDATE']);
    const post = (await send('GET', `/forums/threads/${created.thread.id}`, f.student)).json().posts[0];
    expect(post).toMatchObject({ deleted: true, html: null, canEdit: false });
  });

  it('the master administrator hides any post (audited); others no longer read it', async () => {
    const created = (
      await send('POST', `/forums/courses/${f.courseId}/threads`, f.student, { title: 'Ofensivo', body: 'texto a ocultar' })
    ).json();
    const postId = created.posts[0].id;
    const byTeacher = await send('POST', `/forums/posts/${postId}/hide`, f.teacher, { hidden: true, reason: 'x' });
    expect(byTeacher.statusCode).toBe(403);
    expect(byTeacher.json().error).toBe(FORUM_ONLY_MASTER);
    expect((await send('GET', '/forums/moderation/posts', f.admin)).statusCode).toBe(403);
    const noReason = await send('POST', `/forums/posts/${postId}/hide`, master, { hidden: true });
    expect(noReason.statusCode).toBe(400);
    const list = (await send('GET', '/forums/moderation/posts?q=ocultar', master)).json();
    expect(list.map((p: { id: number }) => p.id)).toEqual([postId]);
    const res = await send('POST', `/forums/posts/${postId}/hide`, master, { hidden: true, reason: 'Lenguaje ofensivo' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: postId, hidden: true });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'forum_post'), eq(auditLog.entityId, String(postId))));
    expect(entry.details).toMatchObject({ hidden: true, reason: 'Lenguaje ofensivo' });
    for (const who of [f.student, f.teacher]) {
      expect((await send('GET', `/forums/threads/${created.thread.id}`, who)).json().posts[0]).toMatchObject({ hidden: true, html: null });
    }
    expect((await send('GET', `/forums/threads/${created.thread.id}`, master)).json().posts[0]).toMatchObject({
      hidden: true,
      html: '<p>texto a ocultar</p>',
    });
  });

  it('a reply carries a file under the materials’ rules, readable by the course only', async () => {
    const threadId = (await send('GET', `/forums/courses/${f.courseId}/threads`, f.student)).json().threads[0].id;
    const pdf = makePdf('Escrito');
    let mp = makeMultipart({ body: 'Adjunto el escrito' }, { name: 'escrito.pdf', data: pdf });
    let res = await t.inject({
      method: 'POST',
      url: `/api/forums/threads/${threadId}/posts`,
      headers: { ...f.student.auth, ...mp.headers },
      payload: mp.payload,
    });
    expect(res.statusCode).toBe(201);
    const file = res.json().posts.at(-1).files[0];
    expect(file).toMatchObject({ name: 'escrito.pdf', size: pdf.length });
    const dl = await t.inject({ method: 'GET', url: `/api${file.url}` });
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(pdf)).toBe(true);
    expect((await t.inject({ method: 'GET', url: `/api/files/conversations/${file.id}`, headers: f.outsider.auth })).statusCode).toBe(403);
    mp = makeMultipart({ body: 'un ejecutable' }, { name: 'virus.exe', data: Buffer.from('MZ....') });
    res = await t.inject({
      method: 'POST',
      url: `/api/forums/threads/${threadId}/posts`,
      headers: { ...f.student.auth, ...mp.headers },
      payload: mp.payload,
    });
    expect(res.statusCode).toBe(415);
  });

  it('messages: a student and their course’s teacher only, with unread counts and bell items', async () => {
    const url = `/messages/courses/${f.courseId}/students/${f.student.user.id}`;
    let res = await send('POST', url, f.student, { body: 'Profesora, ¿puedo enviar la tarea mañana?' });
    expect(res.statusCode).toBe(201);
    expect(res.json().messages).toHaveLength(1);
    expect(res.json().messages[0]).toMatchObject({ mine: true, readAt: null });

    const list = (await send('GET', '/messages/conversations', f.teacher)).json();
    const conv = list.items.find((c: { student: { id: number } }) => c.student.id === f.student.user.id);
    expect(conv).toMatchObject({ courseId: f.courseId, unread: 1 });
    expect(list.unreadCount).toBe(1);
    const item = (await bell(f.teacher)).find((n) => n.kind === 'MESSAGE');
    expect(item).toMatchObject({ readAt: null, link: `/prof/mensajes/${f.courseId}/${f.student.user.id}` });

    res = await send('GET', url, f.teacher);
    expect(res.json().messages[0]).toMatchObject({ mine: false, senderName: 'Ana Alumna', readAt: expect.any(String) });
    expect((await send('GET', '/messages/conversations', f.teacher)).json().unreadCount).toBe(0);
    expect((await bell(f.teacher)).find((n) => n.kind === 'MESSAGE')?.readAt).not.toBeNull();

    expect((await send('POST', url, f.teacher, { body: 'Sí, hasta el viernes.' })).statusCode).toBe(201);
    expect((await send('GET', '/messages/conversations', f.student)).json().unreadCount).toBe(1);

    for (const who of [f.classmate, f.otherTeacher, f.admin, f.outsider]) {
      const denied = await send('GET', url, who);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().error).toBe(MESSAGE_NOT_ALLOWED);
    }
    // A teacher writes only to students of their own course.
    const notEnrolled = await send('POST', `/messages/courses/${f.courseId}/students/${f.outsider.user.id}`, f.teacher, { body: 'hola' });
    expect(notEnrolled.statusCode).toBe(403);
  });
});
