export declare const GZIP_BUDGET: number;
export declare const GZIP_TARGET: number;
