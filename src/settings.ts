import type { LandingTerms } from '../contract/landing';

/** Build settings compiled into the bundle by build.mjs (see build/settings.mjs for names and defaults). */
export interface BuildSettings {
  phoneLength: number;
  appVersion: string;
  /** App version as the `Version` header sends it: 2.1.1 becomes 211. */
  versionCode: number;
  appId: string;
  /** The origin flag: embedded sign-in through an open token is enabled. */
  embedded: boolean;
  partnerChannel: string;
  retentionDialog: boolean;
  /** Envelope key, hex. Not a secret: it deters scraping, TLS protects transport. */
  envelopeKey: string;
  lenderName: string;
  lenderSecNo: string;
  lenderCaNo: string;
  /** True while any lender value is the demo default: the lender identity then says these are demo values. */
  lenderDemo: boolean;
  /** The landing's figures, from the server's pricing configuration (MAX_AMOUNT, PRODUCTS; build/landing.mjs). */
  landing: LandingTerms;
}

declare const __SETTINGS__: BuildSettings;

/** The settings of this build. Tests set `globalThis.__SETTINGS__` before importing app code. */
export const settings: BuildSettings = __SETTINGS__;
