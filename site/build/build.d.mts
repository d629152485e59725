export const SITE_DIR: string;
export const DIST_DIR: string;
export function sourceHash(): Promise<string>;
export function isSiteBuildStale(): Promise<boolean>;
export function buildSite(options?: { quiet?: boolean }): Promise<void>;
export function ensureSiteBuilt(): Promise<void>;
