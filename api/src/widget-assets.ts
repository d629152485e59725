// Mounts what other packages serve from this one process. The widgets package provides its middleware
// (widgets/src/serve.ts); until it exists the server runs without it.
import type Koa from 'koa';
import type { Config } from './config.js';
import type { StartOptions } from './server.js';

interface WidgetsServe {
  widgetAssets(o: { publicUrl: string }): Koa.Middleware;
  ensureWidgetsBuilt(): Promise<void>;
}

export async function widgetAssetsForServer(): Promise<StartOptions> {
  return {
    async assets(config: Config) {
      let widgets: WidgetsServe;
      try {
        // A variable specifier: the widgets package is optional for the API's type check and tests.
        const specifier = '@dadeal/widgets/serve';
        widgets = (await import(specifier)) as WidgetsServe;
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'ERR_MODULE_NOT_FOUND' || code === 'ERR_PACKAGE_PATH_NOT_EXPORTED') return [];
        throw err;
      }
      await widgets.ensureWidgetsBuilt();
      return [widgets.widgetAssets({ publicUrl: config.publicUrl })];
    },
  };
}
