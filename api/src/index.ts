// @dadeal/api: the server and what other packages (cli, widgets' tests) build on.
export { createApp, type DadealApp, type AppOptions } from './app.js';
export { startServer, type RunningServer, type StartOptions } from './server.js';
export { loadConfig, ConfigError, type Config } from './config.js';
export { createDb, migrate, type Db } from './db.js';
export { createLogger, type Logger } from './logger.js';
