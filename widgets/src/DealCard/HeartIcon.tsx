// Stroke styles live in CSS (.dd-icon): camelCase SVG props are a React-only translation.
export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg className={`dd-icon${filled ? ' is-filled' : ''}`} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3.1 4.5 6.8 4.5c2.1 0 3.6 1.1 5.2 3 1.6-1.9 3.1-3 5.2-3 3.7 0 5.9 3.7 4.4 7.2C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}
