export declare const WIDGETS_DIR: string;
export declare const SRC_DIR: string;
export declare const DIST_DIR: string;
export declare const STANDALONE_FILE: string;
export declare const REACT_STANDALONE_FILE: string;
export declare const STANDALONE_PATH: string;
export declare const CLAIM_FILE: string;
export declare const CLAIM_PATH: string;
