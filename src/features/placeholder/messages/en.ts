/** Placeholder page messages in English: bundled with the page; every other language has exactly these keys. */
export default {
  'page.comingSoon': 'This screen is on its way in a coming update.',
} as const;
