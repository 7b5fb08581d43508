import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ForumPost, ForumThreadDetail } from '@inpro/shared-contracts';
import { createFakeShell, httpError, renderRoute } from '../testing';
import { ForumThreadScreen } from './ForumThreadScreen';

const post = (id: number, fields: Partial<ForumPost> = {}): ForumPost => ({
  id,
  threadId: 5,
  author: { id: 10 + id, name: `Autor ${id}`, isTeacher: false },
  html: `<p>Texto ${id}</p>`,
  createdAt: '2026-05-04T15:00:00.000Z',
  editedAt: null,
  deleted: false,
  hidden: false,
  canEdit: false,
  canDelete: false,
  canHide: false,
  files: [],
  ...fields,
});

function detail(fields: Partial<ForumThreadDetail> = {}, thread: Partial<ForumThreadDetail['thread']> = {}): ForumThreadDetail {
  return {
    thread: {
      id: 5,
      courseId: 3,
      title: 'Plazos procesales',
      author: { id: 11, name: 'Autor 1', isTeacher: false },
      pinned: false,
      locked: false,
      replies: 2,
      createdAt: '2026-05-04T15:00:00.000Z',
      lastPostAt: '2026-05-04T16:00:00.000Z',
      subscribed: true,
      ...thread,
    },
    course: { id: 3, title: 'Derecho Penal' },
    canModerate: false,
    canReply: true,
    posts: [
      post(1, { canEdit: true, canDelete: true }),
      post(2, { html: null, hidden: true }),
      post(3, { html: null, deleted: true, files: [] }),
    ],
    ...fields,
  };
}

const at = { path: '/aula/foros/:courseId/:threadId', url: '/aula/foros/3/5' };

describe('ForumThreadScreen', () => {
  it('shows the posts, hidden and deleted ones without their text, and the student’s own actions only', async () => {
    const shell = createFakeShell({ get: { '/forums/threads/5': detail() } });
    renderRoute(<ForumThreadScreen base="/aula" />, shell, at);
    expect(await screen.findByRole('heading', { level: 1, name: 'Plazos procesales' })).toBeInTheDocument();
    const posts = screen.getAllByRole('listitem', { name: /^Publicación de / });
    expect(posts).toHaveLength(3);
    expect(within(posts[0]).getByText('Texto 1')).toBeInTheDocument();
    expect(within(posts[0]).getByRole('button', { name: 'Editar' })).toBeInTheDocument();
    expect(within(posts[1]).getByText('Publicación oculta por la administración.')).toBeInTheDocument();
    expect(within(posts[2]).getByText('Publicación eliminada.')).toBeInTheDocument();
    expect(within(posts[1]).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Fijar tema' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Dejar de seguir' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a reply is sent as JSON and the thread answered replaces the page; a server refusal is shown', async () => {
    let sent: unknown;
    const shell = createFakeShell({
      get: { '/forums/threads/5': detail() },
      routes: {
        'POST /forums/threads/5/posts': (call: { body?: unknown }) => {
          sent = call.body;
          if ((call.body as { body: string }).body === 'cerrado') throw httpError(409, 'Este tema está cerrado: ya no admite respuestas.');
          return detail({}, { replies: 3 });
        },
      },
    });
    renderRoute(<ForumThreadScreen base="/aula" />, shell, at);
    const box = await screen.findByRole('textbox', { name: 'Tu respuesta' });
    await userEvent.click(screen.getByRole('button', { name: 'Publicar respuesta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Escribe el texto de la publicación.');
    await userEvent.type(box, 'Es el **artículo 272**');
    await userEvent.click(screen.getByRole('button', { name: 'Publicar respuesta' }));
    await waitFor(() => expect(sent).toEqual({ body: 'Es el **artículo 272**' }));
    await waitFor(() => expect(box).toHaveValue(''));
    await userEvent.type(box, 'cerrado');
    await userEvent.click(screen.getByRole('button', { name: 'Publicar respuesta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este tema está cerrado: ya no admite respuestas.');
  });

  it('the teacher pins and locks; a locked thread without reply rights shows the notice instead of the form', async () => {
    const changes: unknown[] = [];
    const shell = createFakeShell({
      get: { '/forums/threads/5': detail({ canModerate: true }) },
      routes: {
        'PUT /forums/threads/5': (call: { body?: unknown }) => {
          changes.push(call.body);
          return detail({ canModerate: true }, { pinned: true });
        },
      },
    });
    renderRoute(<ForumThreadScreen base="/prof" />, shell, { path: '/prof/foros/:courseId/:threadId', url: '/prof/foros/3/5' });
    await userEvent.click(await screen.findByRole('button', { name: 'Fijar tema' }));
    expect(await screen.findByRole('button', { name: 'Desfijar' })).toBeInTheDocument();
    expect(changes).toEqual([{ pinned: true }]);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar tema' }));
    await waitFor(() => expect(changes).toEqual([{ pinned: true }, { locked: true }]));
  });

  it('deleting one’s post asks in the site’s own dialog first; cancelling keeps it', async () => {
    const removed: string[] = [];
    const shell = createFakeShell({
      get: { '/forums/threads/5': detail() },
      routes: {
        'DELETE /forums/posts/1': () => {
          removed.push('1');
          return detail();
        },
      },
    });
    renderRoute(<ForumThreadScreen base="/aula" />, shell, at);
    const own = (await screen.findAllByRole('listitem', { name: /^Publicación de / }))[0];
    await userEvent.click(within(own).getByRole('button', { name: 'Eliminar' }));
    let dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar esta publicación?' });
    expect(dialog).toHaveTextContent('No se puede deshacer.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(removed).toEqual([]);
    await userEvent.click(within(own).getByRole('button', { name: 'Eliminar' }));
    dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar esta publicación?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(removed).toEqual(['1']));
  });

  it('a locked thread tells a student it takes no replies', async () => {
    const shell = createFakeShell({ get: { '/forums/threads/5': detail({ canReply: false }, { locked: true }) } });
    renderRoute(<ForumThreadScreen base="/aula" />, shell, at);
    expect(await screen.findByText('Este tema está cerrado: ya no admite respuestas.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Tu respuesta' })).toBeNull();
  });
});
