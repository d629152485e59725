export declare const PARTS: ReadonlyArray<{ name: string; module: string; onDemand: string; entry: string }>;
export declare const HOST_MODULES: readonly string[];
export declare const DIALOG_WORDS: readonly string[];
export declare function hostModuleSpecifier(name: string): string;
export declare function partFile(name: string): string;
export declare const NEVER_IN_EMBEDS: ReadonlyArray<{ module: string; exports: readonly string[]; words: readonly string[] }>;
