const ARM = 'M28.5 29 L19 4 L32 11 L45 4 L35.5 29 Z';

/** The district's badge: a red Maltese cross around a flame. Decorative; the link around it names it. */
export function Logo({ size = 48 }: { size?: number }) {
  return (
    <svg
      className="logo"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <g fill="#9b1c1c">
        {[0, 90, 180, 270].map((angle) => (
          <path key={angle} d={ARM} transform={`rotate(${angle} 32 32)`} />
        ))}
      </g>
      <circle cx="32" cy="32" r="12" fill="#fff" stroke="#9b1c1c" strokeWidth="3" />
      <path
        d="M32 22.5c3.6 4 6.4 6.8 6.4 11a6.4 6.4 0 0 1-12.8 0c0-3 1.6-4.6 3-6.6.5 2 1.3 3.1 2.5 3.8.2-3-.3-5.3.9-8.2Z"
        fill="#c2410c"
      />
    </svg>
  );
}
