/** Debian Chromium's flags for the journeys and the benchmarks. */
export declare const CHROMIUM_FLAGS: string[];
