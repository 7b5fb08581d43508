import type { FastifyInstance } from 'fastify';
import { searchUsersRoute } from './search';

/** /api/users/*: the search the administrators' pickers use (the accounts themselves: routes/admin/users). */
export async function usersRoutes(app: FastifyInstance): Promise<void> {
  searchUsersRoute(app);
}
