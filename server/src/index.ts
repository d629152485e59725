// @dadeal/server: the composition root (listen, mount, shut down). Imported by its own tests and the site's browser
// tests only; `npm start` runs its compiled form (server/dist/server.mjs).
export { startServer, productionAssets, type RunningServer, type StartOptions } from './server.js';
