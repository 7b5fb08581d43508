// Test-only helpers of the dashboard test.
import { limaDate } from '@inpro/shared-contracts';
import { monthLabel, shiftMonth } from '@inpro/ui/calendar';

export { limaDate };
/** The Spanish label of the month `delta` months after `month` (what the calendar heading shows). */
export function shiftMonthForTest(month: string, delta: number): string {
  return monthLabel(shiftMonth(month, delta));
}
