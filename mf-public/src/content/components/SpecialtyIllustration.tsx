import type { ReactElement } from 'react';
import type { Specialty, SpecialtyGlyph } from '../specialties';

/** Simple line drawings in a 48×48 box (white strokes on the coloured background). */
const GLYPHS: Record<SpecialtyGlyph, ReactElement> = {
  gavel: (
    <g>
      <rect x="14" y="6" width="20" height="10" rx="2" transform="rotate(-35 24 11)" />
      <path d="M26 17 L40 34" />
      <path d="M8 42 H28" />
    </g>
  ),
  scales: (
    <g>
      <path d="M24 6 V40 M14 42 H34 M8 12 H40" />
      <path d="M8 12 L3 26 H13 Z M40 12 L35 26 H45 Z" />
    </g>
  ),
  handshake: (
    <g>
      <path d="M4 20 L14 12 L24 18 L34 12 L44 20" />
      <path d="M10 24 L20 34 Q24 37 28 34 L38 24" />
      <path d="M18 26 L24 31 M24 24 L29 28" />
    </g>
  ),
  book: (
    <g>
      <path d="M24 12 Q16 6 5 8 V38 Q16 36 24 42 Q32 36 43 38 V8 Q32 6 24 12 Z" />
      <path d="M24 12 V42" />
    </g>
  ),
  shield: (
    <g>
      <path d="M24 4 L40 10 V22 Q40 36 24 44 Q8 36 8 22 V10 Z" />
      <path d="M17 24 L22 29 L32 18" />
    </g>
  ),
  building: (
    <g>
      <path d="M4 16 L24 5 L44 16 Z" />
      <path d="M10 20 V36 M19 20 V36 M29 20 V36 M38 20 V36" />
      <path d="M5 40 H43" />
    </g>
  ),
  leaf: (
    <g>
      <path d="M8 40 Q8 8 42 6 Q40 40 8 40 Z" />
      <path d="M8 40 L30 18" />
    </g>
  ),
  people: (
    <g>
      <circle cx="17" cy="15" r="6" />
      <circle cx="33" cy="17" r="5" />
      <path d="M5 40 Q5 26 17 26 Q29 26 29 40 M30 27 Q43 26 43 40" />
    </g>
  ),
  document: (
    <g>
      <path d="M10 4 H30 L38 12 V44 H10 Z" />
      <path d="M16 18 H32 M16 25 H32 M16 32 H26" />
    </g>
  ),
  microphone: (
    <g>
      <rect x="17" y="4" width="14" height="24" rx="7" />
      <path d="M10 22 Q10 36 24 36 Q38 36 38 22 M24 36 V44 M16 44 H32" />
    </g>
  ),
  coin: (
    <g>
      <circle cx="24" cy="24" r="18" />
      <path d="M30 16 Q24 12 19 16 Q15 21 24 24 Q33 27 29 32 Q24 36 18 32 M24 10 V38" />
    </g>
  ),
  magnifier: (
    <g>
      <circle cx="20" cy="20" r="13" />
      <path d="M30 30 L43 43" />
    </g>
  ),
};

/** The drawn image of a specialty (no external files): a gradient, rings and the area's symbol. */
export function SpecialtyIllustration({ specialty, className }: { specialty: Specialty; className?: string }) {
  const gradientId = `sp-grad-${specialty.id}`;
  const { hue } = specialty;
  return (
    <svg
      className={className}
      viewBox="0 0 320 200"
      role="img"
      aria-label={`Ilustración de la especialidad ${specialty.name}`}
      xmlns="http://www.w3.org/2000/svg"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${hue} 62% 24%)`} />
          <stop offset="1" stopColor={`hsl(${(hue + 30) % 360} 55% 38%)`} />
        </linearGradient>
      </defs>
      <rect width="320" height="200" fill={`url(#${gradientId})`} />
      <circle cx="270" cy="30" r="70" fill="#fff" opacity="0.06" />
      <circle cx="40" cy="190" r="60" fill="#fff" opacity="0.06" />
      <circle cx="160" cy="100" r="58" fill="#fff" opacity="0.1" />
      <g transform="translate(124 64) scale(1.5)" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        {GLYPHS[specialty.glyph]}
      </g>
    </svg>
  );
}
