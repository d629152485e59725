// For the repository's own typecheck (the root tsconfig, which has no vite/client types): a file copied into the build
// as it is and imported as its URL (MapLibre's library and worker, app/maps/maplibre.ts).
declare module '*.mjs?url' {
  const url: string;
  export default url;
}
