// `react-router-upstream` is React Router itself, by a second name (vite.config.ts), for ./react-router.ts and ./links.tsx.
declare module 'react-router-upstream' {
  export * from 'react-router';
}
