import { z } from '../zod';

/** GET /health when the process and its database answer. */
export const healthSchema = z.object({ status: z.literal('ok'), db: z.string(), uptime: z.number() });

/** GET /health (503) while the database does not answer: the process is up, the data is not. */
export const healthDownSchema = z.object({ status: z.literal('unavailable'), db: z.string(), error: z.string() });
export type HealthDown = z.infer<typeof healthDownSchema>;
