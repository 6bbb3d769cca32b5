/** shared/validation: the request and response schemas the apps and the API share. */
export declare const VALIDATION_DIR: string;
/** SHA-256 (64 hex digits) of the API contract's sources (contract-hash.cjs). */
export declare function contractHash(validationDir?: string): string;
