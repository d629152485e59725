// The site's name: the same in every language (a brand), and read by the build (vite.config.ts: the web app manifest).
export const SITE_NAME = 'Da Deal!';
