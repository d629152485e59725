// @dadeal/api: the JSON API (createApp and its features) and what other packages (server, cli, widgets' tests) build on.
export { createApp, type DadealApp, type AppOptions } from './app.js';
export { loadConfig, ConfigError, type Config } from './config.js';
export { createDb, migrate, type Db } from './db.js';
export { createLogger, type Logger } from './logger.js';
