import type { AuditEntry, HttpClient, Page } from '@inpro/shared-contracts';

export interface AuditParams {
  page: number;
  size?: number;
  q?: string;
  /** Part of the actor's e-mail or name. */
  user?: string;
  group?: string;
  from?: string;
  to?: string;
}

/** GET /superadmin/audit-log: the log, newest first, paged and filtered. */
export async function listAuditLog(http: HttpClient, params: AuditParams, signal?: AbortSignal): Promise<Page<AuditEntry>> {
  const query = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));
  return (await http.get<Page<AuditEntry>>('/superadmin/audit-log', { params: query, signal })).data;
}
