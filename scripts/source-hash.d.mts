export declare const ROOT: string;
export declare const HASH_FILE: string;
export declare function sourceHash(sources: string[]): Promise<string>;
export declare function builtHash(distDir: string): Promise<string>;
