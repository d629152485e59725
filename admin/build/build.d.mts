export const ADMIN_DIR: string;
export const DIST_DIR: string;
export function sourceHash(): Promise<string>;
export function isAdminBuildStale(): Promise<boolean>;
export function buildAdmin(options?: { quiet?: boolean }): Promise<void>;
export function ensureAdminBuilt(): Promise<void>;
