import { categoryGrades, finalGrade, roundFinalGrade, weightedAverage, weightsAddUp } from './gradebook';

const cats = [
  { id: 1, weight: 60 },
  { id: 2, weight: 30 },
  { id: 3, weight: 10 },
];

describe('roundFinalGrade', () => {
  it('rounds .50 upward and below .50 downward', () => {
    expect(roundFinalGrade(10.5)).toBe(11);
    expect(roundFinalGrade(10.49)).toBe(10);
    expect(roundFinalGrade(14.5)).toBe(15);
    expect(roundFinalGrade(0)).toBe(0);
    expect(roundFinalGrade(20)).toBe(20);
  });
  it('rounds the two-decimal average, not the raw number', () => {
    // 10.495 is kept as 10.50 first, so it reaches 11.
    expect(roundFinalGrade(10.495)).toBe(11);
    expect(roundFinalGrade(10.4949)).toBe(10);
  });
});

describe('weightedAverage', () => {
  it('weighs categories by their percentage', () => {
    const scores = [
      { categoryId: 1, score: 12 },
      { categoryId: 1, score: 14 },
      { categoryId: 2, score: 16 },
      { categoryId: 3, score: 20 },
    ];
    // 13*0.6 + 16*0.3 + 20*0.1 = 7.8 + 4.8 + 2 = 14.6
    expect(weightedAverage(cats, scores)).toBe(14.6);
    expect(categoryGrades(cats, scores).map((c) => c.grade)).toEqual([13, 16, 20]);
  });
  it('leaves out ungraded items and categories and rescales the remaining weights', () => {
    const scores = [
      { categoryId: 1, score: 10 },
      { categoryId: 1, score: null },
      { categoryId: 2, score: 16 },
      { categoryId: null, score: 2 },
    ];
    // (10*60 + 16*30) / 90 = 12
    expect(weightedAverage(cats, scores)).toBe(12);
  });
  it('is null when nothing is graded', () => {
    expect(weightedAverage(cats, [{ categoryId: 1, score: null }])).toBeNull();
    expect(weightedAverage([], [])).toBeNull();
  });
});

describe('finalGrade', () => {
  it('passes at the pass mark', () => {
    expect(finalGrade({ average: 10.5, passingMark: 11 })).toEqual({
      average: 10.5,
      computed: 11,
      final: 11,
      overridden: false,
      passed: true,
    });
    expect(finalGrade({ average: 10.49, passingMark: 11 }).passed).toBe(false);
    expect(finalGrade({ average: 12.6, passingMark: 13 }).passed).toBe(true);
  });
  it('lets an override replace the computed grade', () => {
    const g = finalGrade({ average: 9.2, override: 11, passingMark: 11 });
    expect(g).toEqual({ average: 9.2, computed: 9, final: 11, overridden: true, passed: true });
  });
  it('has no final grade without grades or override', () => {
    expect(finalGrade({ average: null })).toEqual({ average: null, computed: null, final: null, overridden: false, passed: null });
  });
});

describe('weightsAddUp', () => {
  it('wants 100 %', () => {
    expect(weightsAddUp([60, 30, 10])).toBe(true);
    expect(weightsAddUp([33.33, 33.33, 33.34])).toBe(true);
    expect(weightsAddUp([60, 30])).toBe(false);
  });
});
