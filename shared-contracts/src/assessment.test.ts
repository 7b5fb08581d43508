import {
  attemptDeadline,
  countedScore,
  effectiveDue,
  isOpenNow,
  normalizeShortAnswer,
  questionCredit,
  scoreAttempt,
  shuffleWithSeed,
  type GradableQuestion,
} from './assessment';

const single: GradableQuestion = { id: 'a', options: ['x', 'y', 'z'], answer: 1 };
const multiple: GradableQuestion = { id: 'b', kind: 'multiple', options: ['x', 'y', 'z'], answer: 0, answers: [0, 2] };
const tf: GradableQuestion = { id: 'c', kind: 'truefalse', options: ['Verdadero', 'Falso'], answer: 1 };
const short: GradableQuestion = { id: 'd', kind: 'short', options: [], answer: 0, accepted: ['Constitución Política', 'carta magna'] };
const essay: GradableQuestion = { id: 'e', kind: 'essay', options: [], answer: 0 };

describe('short answers', () => {
  it('compare without case, accents or extra spaces', () => {
    expect(normalizeShortAnswer('  CONSTITUCIÓN   política ')).toBe('constitucion politica');
    expect(questionCredit(short, 'constitucion politica')).toBe(1);
    expect(questionCredit(short, 'Carta Mágna')).toBe(1);
    expect(questionCredit(short, 'constitucion')).toBe(0);
    expect(questionCredit(short, '   ')).toBe(0);
  });
});

describe('question credit', () => {
  it('single and true/false need the right option', () => {
    expect(questionCredit(single, 1)).toBe(1);
    expect(questionCredit(single, 0)).toBe(0);
    expect(questionCredit(tf, 1)).toBe(1);
    expect(questionCredit(tf, undefined)).toBe(0);
  });
  it('multiple needs exactly the right set', () => {
    expect(questionCredit(multiple, [2, 0])).toBe(1);
    expect(questionCredit(multiple, [0])).toBe(0);
    expect(questionCredit(multiple, [0, 1, 2])).toBe(0);
    expect(questionCredit(multiple, 0)).toBe(0);
  });
  it('essays are graded by hand', () => {
    expect(questionCredit(essay, 'texto')).toBeNull();
  });
});

describe('scoreAttempt', () => {
  it('weighs every question the same on 0–20', () => {
    const r = scoreAttempt([single, multiple, tf, short], { a: 1, b: [0, 2], c: 0 });
    expect(r).toEqual({ score: 10, correct: 2, total: 4, pendingEssays: [] });
  });
  it('waits for the essay grade, then adds it', () => {
    expect(scoreAttempt([single, essay], { a: 1, e: 'mi ensayo' }).score).toBeNull();
    expect(scoreAttempt([single, essay], { a: 1, e: 'mi ensayo' }, { e: 15 }).score).toBe(17.5);
  });
});

describe('countedScore', () => {
  it('follows the rule', () => {
    expect(countedScore('HIGHEST', [12, 18, 9])).toBe(18);
    expect(countedScore('LAST', [12, 18, 9])).toBe(9);
    expect(countedScore('AVERAGE', [12, 18, 9.5])).toBe(13.17);
    expect(countedScore('HIGHEST', [])).toBeNull();
  });
});

describe('dates', () => {
  const due = '2026-05-10T05:00:00.000Z';
  it('an extension only moves the due date later', () => {
    expect(effectiveDue(due, '2026-05-12T05:00:00.000Z').toISOString()).toBe('2026-05-12T05:00:00.000Z');
    expect(effectiveDue(due, null).toISOString()).toBe(due);
  });
  it('an attempt ends at its limit or at the due date', () => {
    expect(attemptDeadline('2026-05-10T04:00:00.000Z', 30, due).toISOString()).toBe('2026-05-10T04:30:00.000Z');
    expect(attemptDeadline('2026-05-10T04:50:00.000Z', 30, due).toISOString()).toBe(due);
    expect(attemptDeadline('2026-05-10T04:00:00.000Z', null, due).toISOString()).toBe(due);
  });
  it('is open between opening and due', () => {
    expect(isOpenNow('2026-05-01T00:00:00Z', due, '2026-04-30T00:00:00Z')).toBe(false);
    expect(isOpenNow('2026-05-01T00:00:00Z', due, '2026-05-02T00:00:00Z')).toBe(true);
    expect(isOpenNow(null, due, '2026-05-11T00:00:00Z')).toBe(false);
  });
});

describe('shuffleWithSeed', () => {
  it('is a stable permutation per seed', () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    const a = shuffleWithSeed(items, 42);
    expect(shuffleWithSeed(items, 42)).toEqual(a);
    expect([...a].sort((x, y) => x - y)).toEqual(items);
    expect(shuffleWithSeed(items, 7)).not.toEqual(a);
  });
});
