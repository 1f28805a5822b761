// An open code: the ways to pay it on its channel. The QR Ph code is drawn from the gateway's payload,
// a bank transfer names the receiving bank and account, GCash and Maya open the gateway's checkout page
// when it gave one; our reference stays beside the pay code for support.
import { type ReactElement, useEffect, useRef, useState } from 'react';
import type { RepayCode } from '../../../contract/repay';
import { formatMoney } from '../../i18n/format';
import { formatDate } from '../../i18n/format-date';
import { formatTime } from '../../i18n/format-time';
import { t } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { Figures } from '../../ui/figures';
import { saveCanvas } from '../../ui/save-canvas';
import { showToast } from '../../ui/toast';
import { channelName, PUBLIC_ROUTE, pesoDecimal, STEPS } from './channels';
import './repay-messages';

/** A label as it reads inside a phrase: its first letter small, unless the whole first word is capitals (GCash, QR). */
const midPhrase = (label: string) => (/^\p{Lu}\p{Ll}/u.test(label) ? label[0].toLowerCase() + label.slice(1) : label);

/** Copies `text` and says 'Copy successful'; plain http has no Clipboard API, so a selected field is copied there. */
async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const f = document.body.appendChild(document.createElement('textarea'));
    f.value = text;
    f.select();
    document.execCommand('copy');
    f.remove();
  }
  showToast(t('toast.copySuccess'), { kind: 'success' });
}

/** Shares the code's public page (the share sheet where there is one, else the link is copied); a cancelled share is no error. */
function share(code: RepayCode) {
  const url = `${location.href.split('#')[0]}#${PUBLIC_ROUTE[code.channel]}?reference=${code.reference}`;
  if (navigator.share) navigator.share({ title: channelName(code.channel), url }).catch(() => {});
  else copy(url);
}

/** A gateway that answers the QR as an image (PayMongo) rather than its payload: shown as it came. */
const QR_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,/;

/** The QR Ph code's drawing and its picture to save: chunks of their own that only a QR Ph code fetches. */
const qrSvgChunk = () => import('./qr/qr-svg');
const qrPngChunk = () => import('./qr/qr-png');

/**
 * The QR Ph code, drawn on the device (or the gateway's image of it), and a button that saves it as a
 * PNG with `caption` written under it, for paying from a second phone or at a counter.
 */
function Qr({ code, caption }: { code: RepayCode; caption: string[] }) {
  const [svg, setSvg] = useState<ReactElement>();
  const shown = useRef<HTMLImageElement>(null);
  const image = QR_IMAGE.test(code.payCode);
  const label = t('repay.qr', { reference: code.reference });
  useEffect(() => {
    if (!image) qrSvgChunk().then((m) => setSvg(m.qrSvg(code.payCode, label)));
    qrPngChunk().catch(() => {}); // fetched with the code, so a save works offline too; a failure is retried at the tap
  }, [code.payCode, label, image]);
  const save = async () => {
    const [png, drawn] = await Promise.all([qrPngChunk(), image ? null : qrSvgChunk()]);
    const source = drawn ? drawn.qrModules(code.payCode) : shown.current;
    const canvas = source && png.drawQrImage(source, caption);
    if (canvas) await saveCanvas(canvas, 'QR-' + code.reference);
  };
  return (
    <>
      <div className="repay-qr">{image ? <img ref={shown} src={code.payCode} alt={label} /> : svg}</div>
      {/* The one way the save fails is its chunk not loading: the connection. */}
      <Button variant="secondary" onClick={() => void save().catch(() => showToast(t('error.network'), { kind: 'error' }))}>
        {t('repay.saveQr')}
      </Button>
    </>
  );
}

/** The figures of the channel, then reference, amount and expiry; the copy, pay and share buttons; the steps. */
export function CodePay({ code }: { code: RepayCode }) {
  const qr = code.channel === 'qrph';
  const wallet = code.channel === 'gcash' || code.channel === 'maya';
  const amount = t('repay.amount');
  // What the borrower types: the account number of a transfer, the gateway's code, or our reference.
  const [typedLabel, typed] = code.bank
    ? [t('repay.accountNo'), code.bank.accountNo]
    : code.payCode !== code.reference && !qr
      ? [t('repay.payCode'), code.payCode]
      : [t('repay.reference'), code.reference];
  const rows: [string, string][] = code.bank
    ? [
        [t('repay.bank'), code.bank.bankName],
        [t('repay.accountName'), code.bank.accountName],
      ]
    : [];
  if (!qr && typed !== code.reference) rows.push([typedLabel, typed]);
  const shared: [string, string][] = [
    [t('repay.reference'), code.reference],
    [amount, formatMoney(code.amount)],
    [t('repay.expires'), formatDate(code.expiresAt) + ' ' + formatTime(code.expiresAt)],
  ];
  rows.push(...shared);
  return (
    <>
      {qr && <Qr code={code} caption={[shared[1], shared[0], shared[2]].map(([label, value]) => `${label}: ${value}`)} />}
      {wallet && code.checkoutUrl && (
        <a className="ui-btn ui-btn--primary ui-btn--block" href={code.checkoutUrl} target="_blank" rel="noopener noreferrer">
          {t('repay.payWith', { channel: channelName(code.channel) })}
        </a>
      )}
      <Figures rows={rows} />
      {!qr && (
        <>
          {/* A label inside a phrase loses its capital ("Copy amount to pay", not "Copy Amount to pay"). */}
          <Button variant="secondary" onClick={() => copy(typed)}>
            {t('repay.copy', { what: midPhrase(typedLabel) })}
          </Button>
          {/* The amount as a payment app takes it: pesos with two decimals, no grouping. */}
          <Button variant="secondary" onClick={() => copy(pesoDecimal(code.amount))}>
            {t('repay.copy', { what: midPhrase(amount) })}
          </Button>
        </>
      )}
      <Button variant="secondary" onClick={() => share(code)}>
        {t('repay.share')}
      </Button>
      <h2>{t('repay.steps')}</h2>
      <ol>
        {t(STEPS[code.channel], { channel: channelName(code.channel) })
          .split('\n')
          .map((s) => (
            <li key={s}>{s}</li>
          ))}
      </ol>
    </>
  );
}
