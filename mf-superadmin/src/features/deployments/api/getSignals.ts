import { fieldSignalSummarySchema, type FieldSignalSummary, type HttpClient } from '@inpro/shared-contracts';

/** GET /ops/signals?hours=N: the field signals of every remote version over the last N hours. */
export async function getSignals(http: HttpClient, hours: number, signal?: AbortSignal): Promise<FieldSignalSummary> {
  return fieldSignalSummarySchema.parse((await http.get('/ops/signals', { params: { hours }, signal })).data);
}
