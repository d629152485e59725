// The mark: a sun over a wave, drawn inline so it costs no request.
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg className="logo" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill="#0b6e78" />
      <circle cx="16" cy="13" r="6" fill="#fbbf24" />
      <path d="M3 20c3-2.5 6-2.5 9 0s6 2.5 9 0 6-2.5 8 0v6a13 13 0 0 1-26 0z" fill="#7dd3e0" />
      <path d="M3 24c3-2.5 6-2.5 9 0s6 2.5 9 0 6-2.5 8 0" stroke="#fff" strokeWidth="1.6" fill="none" />
    </svg>
  );
}
