/** Outgoing e-mail: see deliver.ts (sending now, the outbox) and jobs.ts (sending through the job queue). */
export * from './deliver';
export * from './jobs';
