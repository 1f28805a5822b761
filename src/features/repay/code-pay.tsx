// An open code: the ways to pay it on its channel. The QR Ph code is drawn from the gateway's payload,
// a bank transfer names the receiving bank and account, GCash and Maya open the gateway's checkout page
// when it gave one; our reference stays beside the pay code for support.
import { type ReactElement, useEffect, useState } from 'react';
import type { RepayCode } from '../../../contract/repay';
import { formatDate, formatMoney } from '../../i18n/format';
import { formatTime } from '../../i18n/format-time';
import { t } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { Figures } from '../../ui/figures';
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

/** The QR Ph code, drawn on the device by an encoder in its own chunk that only a QR Ph code fetches. */
function Qr({ code }: { code: RepayCode }) {
  const [svg, setSvg] = useState<ReactElement>();
  const image = QR_IMAGE.test(code.payCode);
  useEffect(() => {
    if (!image) import('./qr/qr-svg').then((m) => setSvg(m.qrSvg(code.payCode, t('repay.qr', { reference: code.reference }))));
  }, [code.payCode, code.reference, image]);
  return <div className="repay-qr">{image ? <img src={code.payCode} alt={t('repay.qr', { reference: code.reference })} /> : svg}</div>;
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
  rows.push(
    [t('repay.reference'), code.reference],
    [amount, formatMoney(code.amount)],
    [t('repay.expires'), formatDate(code.expiresAt) + ' ' + formatTime(code.expiresAt)],
  );
  return (
    <>
      {qr && <Qr code={code} />}
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
