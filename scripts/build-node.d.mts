export interface NodeBuild {
  outFile: string;
  sources: string[];
  entry: { dir: string; contents: string };
}
export declare const NODE_BUILDS: Record<'server' | 'cli', NodeBuild>;
export declare const TEST_NODE_BUILDS: Record<'cluster-node', NodeBuild>;
export declare const PGLITE_TEMPLATE: string;
export declare function sourceHash(name: string): Promise<string>;
export declare function isTemplateStale(): Promise<boolean>;
export declare function buildTemplate(): Promise<void>;
export declare function isStale(name: string): Promise<boolean>;
export declare function isTestNodeStale(name: keyof typeof TEST_NODE_BUILDS): Promise<boolean>;
export declare function buildTestNode(name: keyof typeof TEST_NODE_BUILDS): Promise<void>;
export declare function buildNode(name: string): Promise<void>;
