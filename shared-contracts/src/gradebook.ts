import { DEFAULT_PASSING_MARK, MAX_GRADE, MIN_GRADE, round2 } from './classroom';

/*
 * The gradebook's final grade on the Peruvian 0–20 scale (docs/gradebook.md).
 *
 * 1. A category's grade is the plain mean of its graded items (evaluations put in the category and
 *    manual items). Items without a grade yet are left out, as are categories with no graded item.
 * 2. The course grade is the weighted mean of the categories that have a grade; the weights of those
 *    categories are rescaled to 100 %, so a course half graded reads as what has been graded so far.
 * 3. That mean is kept with two decimals (half away from zero): the «promedio ponderado».
 * 4. The final grade is that two-decimal mean rounded to a whole number, .50 upward (10,50 → 11;
 *    10,49 → 10), as Peruvian institutes report the vigesimal scale.
 * 5. A teacher's override (a whole number 0–20, with a reason) replaces the computed final grade.
 * 6. The course is passed when the final grade reaches the pass mark of the academic settings.
 * A course without categories keeps the rule it had before: the mean of its graded evaluations,
 * weighted by the evaluations' weights when every one has a weight.
 */

export interface GradebookWeightInput {
  id: number;
  weight: number;
}

export interface GradebookScoreInput {
  /** null = the item sits outside every category. */
  categoryId: number | null;
  score: number | null;
}

export interface CategoryGrade {
  categoryId: number;
  /** Mean of the graded items (two decimals), null when none is graded. */
  grade: number | null;
  graded: number;
}

/** Rounds a 0–20 average to the whole final grade, .50 upward (10.5 → 11, 10.49 → 10). */
export function roundFinalGrade(average: number): number {
  const twoDecimals = round2(average);
  return Math.min(MAX_GRADE, Math.max(MIN_GRADE, Math.floor(twoDecimals + 0.5 + 1e-9)));
}

/** Each category's grade: the mean of its graded items (two decimals). */
export function categoryGrades(categories: readonly GradebookWeightInput[], scores: readonly GradebookScoreInput[]): CategoryGrade[] {
  return categories.map((c) => {
    const mine = scores.filter((s) => s.categoryId === c.id && typeof s.score === 'number' && Number.isFinite(s.score));
    const sum = mine.reduce((t, s) => t + (s.score as number), 0);
    return { categoryId: c.id, grade: mine.length ? round2(sum / mine.length) : null, graded: mine.length };
  });
}

/** The weighted average (two decimals) of the categories that have a grade; null when none has. */
export function weightedAverage(categories: readonly GradebookWeightInput[], scores: readonly GradebookScoreInput[]): number | null {
  const grades = categoryGrades(categories, scores);
  let weight = 0;
  let total = 0;
  for (const g of grades) {
    const w = categories.find((c) => c.id === g.categoryId)?.weight ?? 0;
    if (g.grade === null || !(w > 0)) continue;
    weight += w;
    total += g.grade * w;
  }
  return weight > 0 ? round2(total / weight) : null;
}

export interface FinalGradeInput {
  /** The weighted average (or the plain average of a course without categories); null = nothing graded. */
  average: number | null;
  /** The teacher's override, a whole number 0–20; null = none. */
  override?: number | null;
  passingMark?: number;
}

export interface FinalGrade {
  average: number | null;
  /** The computed whole grade before any override. */
  computed: number | null;
  /** What counts: the override when there is one, else the computed grade. */
  final: number | null;
  overridden: boolean;
  passed: boolean | null;
}

export function finalGrade({ average, override = null, passingMark = DEFAULT_PASSING_MARK }: FinalGradeInput): FinalGrade {
  const computed = average === null ? null : roundFinalGrade(average);
  const overridden = typeof override === 'number';
  const final = overridden ? override : computed;
  return { average, computed, final, overridden, passed: final === null ? null : final >= passingMark };
}

/** Category weights must add up to 100 % (one decimal of tolerance). */
export function weightsAddUp(weights: readonly number[]): boolean {
  return Math.abs(weights.reduce((s, w) => s + w, 0) - 100) < 0.05;
}
