export declare const DIST_DIR: string;
export declare const STANDALONE_FILE: string;
export declare const STANDALONE_PATH: string;
export declare const CLAIM_PATH: string;
export declare function bundle(variants: Array<'library' | 'standalone' | 'standalone-react' | 'claim' | `i18n-${string}`>, outDir: string): Promise<void>;
export declare function isBuildStale(): Promise<boolean>;
export declare function buildWidgets(): Promise<void>;
export declare function ensureWidgetsBuilt(): Promise<void>;
export declare function sourceHash(): Promise<string>;
