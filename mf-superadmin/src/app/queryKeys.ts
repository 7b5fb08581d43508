/**
 * Query keys of the master administrator area, in one place so a mutation of one screen can
 * invalidate what it changes on another (a role change also changes the dashboard and the audit log).
 */
export const superadminKeys = {
  all: ['superadmin'] as const,
  users: (params?: object) => (params ? (['superadmin', 'users', params] as const) : (['superadmin', 'users'] as const)),
  participants: (params?: object) =>
    params ? (['superadmin', 'participants', params] as const) : (['superadmin', 'participants'] as const),
  courses: (params?: object) => (params ? (['superadmin', 'courses', params] as const) : (['superadmin', 'courses'] as const)),
  dashboard: () => ['superadmin', 'dashboard'] as const,
  audit: (params?: object) => (params ? (['superadmin', 'audit', params] as const) : (['superadmin', 'audit'] as const)),
  report: (params?: object) => (params ? (['superadmin', 'report', params] as const) : (['superadmin', 'report'] as const)),
  remotes: () => ['superadmin', 'remotes'] as const,
  deployKeys: () => ['superadmin', 'deploy-keys'] as const,
  signals: (hours: number) => ['superadmin', 'signals', hours] as const,
  payments: (params?: object) => (params ? (['superadmin', 'payments', params] as const) : (['superadmin', 'payments'] as const)),
  paymentsSummary: () => ['superadmin', 'payments-summary'] as const,
  /** A payment's voucher file (kept apart from the payments: deciding a payment does not change its file). */
  voucher: (paymentId: number) => ['superadmin', 'voucher', paymentId] as const,
  legalPages: () => ['superadmin', 'legal-pages'] as const,
  jobs: (list?: string) => (list ? (['superadmin', 'jobs', list] as const) : (['superadmin', 'jobs'] as const)),
  settings: (group?: string) => (group ? (['superadmin', 'settings', group] as const) : (['superadmin', 'settings'] as const)),
};
