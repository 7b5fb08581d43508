/** The hero picture: a drawn scene (courthouse, laptop, diploma) instead of a photo, so nothing heavy loads. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 400 320"
      role="img"
      aria-label="Ilustración de una estudiante en una clase virtual de derecho frente a un palacio de justicia"
      xmlns="http://www.w3.org/2000/svg"
    >
      <circle cx="200" cy="160" r="150" fill="#fff" opacity="0.08" />
      <g fill="#fff" opacity="0.9">
        <path d="M110 92 L200 44 L290 92 Z" />
        <rect x="118" y="98" width="164" height="10" rx="2" />
        <rect x="128" y="114" width="14" height="80" rx="3" />
        <rect x="164" y="114" width="14" height="80" rx="3" />
        <rect x="222" y="114" width="14" height="80" rx="3" />
        <rect x="258" y="114" width="14" height="80" rx="3" />
        <rect x="112" y="198" width="176" height="10" rx="2" />
      </g>
      <g>
        <rect x="70" y="214" width="200" height="86" rx="8" fill="#0a2f6e" stroke="#fff" strokeWidth="4" />
        <rect x="48" y="298" width="244" height="10" rx="5" fill="#fff" />
        <circle cx="170" cy="244" r="14" fill="#f5c26b" />
        <path d="M146 290 Q170 258 194 290 Z" fill="#f5c26b" />
        <rect x="88" y="228" width="40" height="6" rx="3" fill="#fff" opacity="0.7" />
        <rect x="88" y="240" width="28" height="6" rx="3" fill="#fff" opacity="0.5" />
      </g>
      <g transform="translate(286 196) rotate(8)">
        <rect width="84" height="60" rx="4" fill="#fff" />
        <rect x="12" y="12" width="60" height="6" rx="3" fill="#0b3d91" />
        <rect x="12" y="24" width="44" height="5" rx="2.5" fill="#98a2b3" />
        <rect x="12" y="34" width="50" height="5" rx="2.5" fill="#98a2b3" />
        <circle cx="64" cy="46" r="9" fill="#f59e0b" />
      </g>
    </svg>
  );
}
