import { settings } from '../../settings';
import type { Locale } from '../../i18n/i18n';

/** One section of the notice: a heading, then paragraphs; a string array is a bulleted list. */
export interface PolicySection {
  heading: string;
  blocks: (string | string[])[];
}

/** The privacy notice in one language (one lazy chunk per language). */
export interface PolicyText {
  /** ISO date of this version. */
  updated: string;
  /** Label before the date, e.g. "Last updated". */
  updatedLabel: string;
  intro: string;
  sections: PolicySection[];
}

/**
 * The Data Protection Officer's contact. DEMO VALUES: a lender deploying this app replaces them
 * (with the lender identity build settings) before going live; they say "demo" on screen.
 */
export const DPO_CONTACT = {
  email: 'dpo@lender.example (demo)',
  phone: '+63 2 8000 0000 (demo)',
  address: 'Data Protection Officer, 1 Demo Street, Makati City 1200 (demo)',
};

const values: Record<string, string> = {
  lender: settings.lenderName,
  secNo: settings.lenderSecNo,
  caNo: settings.lenderCaNo,
  dpoEmail: DPO_CONTACT.email,
  dpoPhone: DPO_CONTACT.phone,
  dpoAddress: DPO_CONTACT.address,
};

/** Fills `{{lender}}`, `{{dpoEmail}}` and the other placeholders of a policy string. */
export function fill(text: string): string {
  return text.replace(/\{\{(\w+)\}\}/g, (m, key: string) => values[key] ?? m);
}

/** Loads the notice for a language; esbuild makes one chunk per file in ./texts. */
export async function loadPolicy(code: Locale): Promise<PolicyText> {
  return (await import(`./texts/${code}.ts`)).default as PolicyText;
}
