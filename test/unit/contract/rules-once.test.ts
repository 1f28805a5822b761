// A rule both the app and the server apply is written once, in contract/ (or, for a rule only the
// server applies, in its one home there): every other file imports it. For each rule this looks
// through the code of contract/, src/ and server/ (comments left out) for the shapes its second copies took,
// so writing one again, by hand, fails here.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sourceFiles } from '../../support/source-files';

interface Rule {
  /** What the rule says. */
  rule: string;
  /** The one file that may write it. */
  home: string;
  /** Shapes of a second copy, matched against one line of code at a time. */
  copies: RegExp[];
  /** Lines as the copies were written: each shape must find one, so a shape that matches nothing fails. */
  seen: string[];
}

const RULES: Rule[] = [
  {
    rule: 'a Philippine mobile: +63, 63 or 0, then 9 and PHONE_LENGTH - 1 digits',
    home: 'contract/phone.ts',
    copies: [/63\|63\|0/],
    seen: ['const m = new RegExp(`^(?:\\\\+63|63|0)?(9\\\\d{${length - 1}})$`).exec(compact);'],
  },
  {
    rule: 'PHONE_LENGTH is a whole number from 7 to 15',
    home: 'contract/phone.ts',
    copies: [/[pP]hone[lL]ength\w*\s*[<>]=?\s*\d/, /PHONE_LENGTH\b.*\b7\b.*\b15\b/],
    seen: [
      'if (!/^\\d{1,2}$/.test(phoneLengthRaw) || phoneLength < 7 || phoneLength > 15)',
      "PHONE_LENGTH: whole(String(defaults.phoneLength), 2, [7, 15], got('PHONE_LENGTH must be a whole number from 7 to 15')),",
    ],
  },
  {
    rule: 'a code sent by SMS has 4 digits',
    home: 'contract/code.ts',
    copies: [/\\d\{4\}\$/, /CODE_LENGTH\s*=\s*\d/, /maxLength=\{4\}/],
    seen: [
      "if (!/^\\d{4}$/.test(code.trim())) return setError(t('myData.codeFormat'));",
      'export const PHONE_CHECK_CODE_LENGTH = 4;',
      'maxLength={4}',
    ],
  },
  {
    rule: 'a birth date is a real DD/MM/YYYY date',
    home: 'contract/calendar.ts',
    copies: [/\(\\d\{1,2\}\)\\\//],
    seen: ['const m = /^(\\d{1,2})\\/(\\d{1,2})\\/(\\d{4})$/.exec(v.trim());'],
  },
  {
    rule: 'Manila keeps UTC+8 all year',
    home: 'contract/calendar.ts',
    copies: [/\b8\s*\*\s*(3600|HOUR_MS|60\s*\*\s*60)\b/],
    seen: ['const m = new Date(epochMs + 8 * 3600 * 1000);', 'const MANILA_OFFSET_MS = 8 * HOUR_MS;'],
  },
  {
    rule: 'a borrower is 18 to 80 years old',
    home: 'contract/personal-info.ts',
    copies: [/\b18\b[^\n]{0,30}\b80\b/],
    seen: ['export const AGE_RANGE = { min: 18, max: 80 } as const;', 'minYearsAgo = 18, maxYearsAgo = 80,'],
  },
  {
    rule: 'feedback: 1 to 1,000 characters and up to 5 images',
    home: 'contract/report.ts',
    copies: [/\b\w*MAX\w*(IMAGE|CONTENT|CHAR)\w*\s*=\s*(5|1_?000)\b/],
    seen: ['export const MAX_IMAGES = 5;', 'export const MAX_CONTENT = 1000;', 'export const MAX_FEEDBACK_CHARS = 1000;'],
  },
  {
    rule: 'an upload is a JPEG, PNG or WebP of at most 5 MB',
    home: 'contract/upload.ts',
    copies: [
      /\b5\s*\*\s*1024\s*\*\s*1024\b/,
      /image\/jpeg['"]?\s*,\s*['"]?image\/png/,
      /jpe\?g\|png\|webp/,
      /===\s*'image\/(png|webp|jpeg)'/,
    ],
    seen: [
      'export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;',
      "const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];",
      'accept="image/jpeg,image/png,image/webp"',
      '(!f.type && /\\.(jpe?g|png|webp)$/i.test(f.name))',
      "`image-${i + 1}.${img.type === 'image/png' ? 'png' : 'jpg'}`",
    ],
  },
  {
    rule: "an emergency contact's number is not the borrower's own, and the two differ",
    home: 'contract/contacts.ts',
    copies: [/\bphone\s*===\s*(normalizePhone\()?own/i, /\[0\]\.phone\s*===|\.indexOf\(phone\)\s*<\s*i\b/],
    seen: [
      "if (phone === ownPhone) throw new AppError(400, 'contactSelf');",
      "else if (ownPhone && phone === normalizePhone(ownPhone)) e.phone = 'contacts.phoneOwn';",
      "if (out[0].phone === out[1].phone) throw new AppError(400, 'contactDuplicate');",
      "else if (i > 0 && phones.indexOf(phone) < i) e.phone = 'contacts.phoneDuplicate';",
    ],
  },
  {
    rule: "a bank account number is digits, as many as one of the bank's lengths",
    home: 'contract/account-number.ts',
    copies: [/\bdigits\.includes\(/],
    seen: ['if (!/^\\d+$/.test(accountNo) || !bank.digits.includes(accountNo.length)) {'],
  },
  {
    rule: 'an account number is shown by its last four digits',
    home: 'contract/account-number.ts',
    copies: [/••••/],
    seen: ["account: '••••' + b.payout.accountNo.slice(-4),"],
  },
  {
    rule: 'a bill is being repaid while it is repaying or overdue',
    home: 'contract/bill-status.ts',
    copies: [/\bRepaying\b[^;\n\]]{0,60}?(\|\||&&|,)[^;\n\]]{0,60}?\bOverdue\b/],
    seen: [
      'if (s === BorrowStatus.Repaying || s === BorrowStatus.Overdue) return <CurrentBill />;',
      'if (bill.status !== BorrowStatus.Repaying && bill.status !== BorrowStatus.Overdue)',
      'export const REMINDED_STATUSES = [BorrowStatus.Repaying, BorrowStatus.Overdue];',
    ],
  },
  {
    rule: "a bill status's words and moves, for operators",
    home: 'server/bill/bill-states.ts',
    copies: [/\b[1-7]0\s*:\s*['"`]/, /\b[1-7]0\s*->\s*[1-7]0\b/],
    seen: ["  10: 'under review',", "moveCommand('approve', 'approve', 'approve a bill under review (10 -> 20)');"],
  },
];

// Migrations write the schema as it stood then; they never change with the rules.
const SKIP = [/^server\/db\/migrations\//];

/** A file's code lines, comments blanked (a `//` right after `:` is a URL, not a comment). */
function codeLines(text: string): string[] {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:\\])\/\/[^\n]*/g, '$1')
    .split('\n');
}

const files = [...sourceFiles('contract'), ...sourceFiles('src'), ...sourceFiles('server')]
  .map((p) => relative('.', p))
  .filter((p) => !SKIP.some((re) => re.test(p)))
  .map((p) => ({ path: p, lines: codeLines(readFileSync(p, 'utf8')) }));

/** Every line outside the rule's home that matches one of its shapes, as `path:line: text`. */
function secondCopies(rule: Rule): string[] {
  return files
    .filter((f) => f.path !== rule.home)
    .flatMap((f) => f.lines.flatMap((line, i) => (rule.copies.some((re) => re.test(line)) ? [`${f.path}:${i + 1}: ${line.trim()}`] : [])));
}

for (const rule of RULES) {
  test(`${rule.rule}: written once, in ${rule.home}`, () => {
    assert.equal(secondCopies(rule), []);
    assert.ok(existsSync(rule.home), `${rule.home} is missing`);
  });
}

test('each shape finds the copy it was written for, and no comment', () => {
  for (const rule of RULES) {
    for (const re of rule.copies)
      assert.ok(
        rule.seen.some((line) => re.test(line)),
        `${rule.rule}: ${re} matches none of its lines`,
      );
    assert.equal(codeLines(`// ${rule.seen[0]}\n/* ${rule.seen[0]} */`).join('').trim(), '');
  }
});

test.run();
