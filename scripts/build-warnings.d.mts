export declare const ALLOWED_WARNINGS: Array<{ code?: string; match?: RegExp; reason: string }>;
export declare class BuildWarning extends Error {}
export interface BuildLog {
  code?: string;
  message?: string;
  id?: string;
  ids?: string[];
}
export declare function checkWarning(build: string, log: BuildLog): void;
export declare function failOnWarnings(build: string): (level: 'warn' | 'info' | 'debug', log: BuildLog & { message: string }, handler: (level: 'warn' | 'info' | 'debug', log: BuildLog & { message: string }) => void) => void;
export declare function rollupOnwarn(build: string): (warning: BuildLog & { message: string }, warn: (warning: BuildLog & { message: string }) => void) => void;
export declare function checkEsbuildWarnings(build: string, result: { warnings?: Array<{ id?: string; text: string; location?: { file: string; line: number } | null }> }): void;
export declare function failOnPrintedWarnings<T>(build: string, fn: () => Promise<T>): Promise<T>;
