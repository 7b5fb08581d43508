import { courseModality } from './courseValues';

const session = (mode?: string | null) => ({ mode });

describe('courseModality', () => {
  it('derives the modality from the schedule modes', () => {
    expect(courseModality({ schedule: [session('Virtual'), session('virtual')] })).toBe('Virtual');
    // A session without a mode counts as Presencial.
    expect(courseModality({ schedule: [session('Presencial'), session(null)] })).toBe('Presencial');
    expect(courseModality({ schedule: [session('Presencial'), session('Virtual')] })).toBe('Mixto');
    expect(courseModality({ schedule: [session('Mixto')] })).toBe('Mixto');
    expect(courseModality({ schedule: [] })).toBeNull();
    expect(courseModality({})).toBeNull();
  });
});
