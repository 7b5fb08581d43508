import { screen } from '@testing-library/react';
import type { ConversationList } from '@inpro/shared-contracts';
import { createFakeShell, renderRoute } from '../testing';
import { ConversationScreen } from './ConversationScreen';

const list: ConversationList = {
  items: [
    {
      courseId: 3,
      courseTitle: 'Derecho Penal',
      student: { id: 21, name: 'Ana Quispe' },
      teacher: { id: 7, name: 'Docente Demo' },
      lastMessageAt: null,
      unread: 0,
    },
  ],
  unreadCount: 0,
};

describe('ConversationScreen', () => {
  it('a course the student does not follow: the screen keeps its title and the way back to the conversations', async () => {
    const shell = createFakeShell({ get: { '/messages/conversations': list } });
    renderRoute(<ConversationScreen base="/aula" side="student" />, shell, { path: '/aula/mensajes/:courseId', url: '/aula/mensajes/99' });
    expect(await screen.findByText('No estás inscrito en este curso.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mensajes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Todas las conversaciones' })).toHaveAttribute('href', '/aula/mensajes');
  });

  it('an address that names no student, for a teacher: the same title and way back', async () => {
    const shell = createFakeShell({ get: { '/messages/conversations': list } });
    renderRoute(<ConversationScreen base="/prof" side="teacher" />, shell, {
      path: '/prof/mensajes/:courseId/:studentId',
      url: '/prof/mensajes/3/abc',
    });
    expect(await screen.findByText('La conversación indicada no es válida.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mensajes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Todas las conversaciones' })).toHaveAttribute('href', '/prof/mensajes');
  });
});
