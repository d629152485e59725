export interface ViteAppBuild {
  distDir: string;
  sourceHash(): Promise<string>;
  isStale(): Promise<boolean>;
  build(options?: { quiet?: boolean }): Promise<void>;
  ensureBuilt(): Promise<void>;
  buildFromCommandLine(): Promise<void>;
}
export function viteAppBuild(app: { name: string; dir: string; sources: string[] }): ViteAppBuild;
