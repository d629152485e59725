export interface Build {
  name: string;
  isStale(): Promise<boolean>;
  build(): Promise<void>;
}
export declare const BUILDS: Build[];
export declare function staleBuilds(): Promise<string[]>;
export declare function buildAll(options?: { names?: string[]; log?: (line: string) => void }): Promise<string[]>;
