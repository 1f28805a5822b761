/** A fresh path for one child process's counts (pass it as UVU_RESULTS). */
export declare function resultsPath(): string;
/** The counts a child wrote to `path`; a child that wrote none counts each of its files as one failure. */
export declare function readResults(
  path: string,
  files: string[],
  status: number | null,
): { passed: number; failed: number; missing: boolean };
