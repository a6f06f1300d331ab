// Decorative only: a needs list drawn with shapes, no invented names, items or numbers.
export function ListIllustration() {
  const rows = [
    { y: 118, isChecked: true, width: 150 },
    { y: 168, isChecked: true, width: 120 },
    { y: 218, isChecked: false, width: 165 },
    { y: 268, isChecked: false, width: 105 },
  ];
  return (
    <svg aria-hidden="true" viewBox="0 0 320 340" className="hidden w-full max-w-sm lg:block">
      <rect x="24" y="24" width="272" height="296" rx="24" fill="#115e59" />
      <rect x="12" y="12" width="272" height="296" rx="24" fill="#ffffff" />
      <rect x="12" y="12" width="272" height="70" rx="24" fill="#fcd34d" />
      <rect x="12" y="58" width="272" height="24" fill="#fcd34d" />
      <path
        d="M58 66 41.5 50.2a10.5 10.5 0 0 1 14.8-14.9L58 37l1.7-1.7a10.5 10.5 0 0 1 14.8 14.9Z"
        fill="#0f766e"
      />
      <rect x="92" y="38" width="120" height="12" rx="6" fill="#134e4a" opacity="0.8" />
      <rect x="92" y="58" width="80" height="8" rx="4" fill="#134e4a" opacity="0.45" />
      {rows.map((row) => (
        <g key={row.y}>
          <rect
            x="40"
            y={row.y - 14}
            width="28"
            height="28"
            rx="8"
            fill={row.isChecked ? '#0f766e' : '#ffffff'}
            stroke="#0f766e"
            strokeWidth="3"
          />
          {row.isChecked ? (
            <path
              d={`M47 ${row.y} l5 5 l10 -11`}
              fill="none"
              stroke="#ffffff"
              strokeWidth="3.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          ) : null}
          <rect x="84" y={row.y - 6} width={row.width} height="12" rx="6" fill="#cbd5e1" />
        </g>
      ))}
    </svg>
  );
}
