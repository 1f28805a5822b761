import { useState } from 'react';
import type { PageProps } from '../../router/page-props';
import { fetchBills } from '../../api/borrow';
import type { Bill } from '../../../contract/borrow';
import { isBeingRepaid } from '../../../contract/bill-status';
import { uploadVoucher } from '../../api/repay';
import { formatMoney } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { usePhotoUpload } from '../../platform/use-photo-upload';
import { currentQuery } from '../../router/navigate';
import { ImageCapture } from '../../ui/image-capture';
import { TextInput } from '../../ui/text-input';
import { certifiedGate } from '../../session/certified-gate';
import { CertifiedPage } from '../../ui/certified-page';
import { Figures } from '../../ui/disclosure/disclosure-statement';
import './repay-messages';

/** The bills a proof can be for: disbursed and not yet settled (repaying or overdue). */
const loadOwing = (signal: AbortSignal) => fetchBills(0, { signal }).then((l) => l.details.filter((b) => isBeingRepaid(b.borrowStatus)));

/** A reference as the code pages write it: capitals, no spaces. */
const cleanReference = (s: string) => s.toUpperCase().replace(/[^0-9A-Z]/g, '');

/**
 * The proof for one bill: an optional payment reference, then the photo, shrunk on the device and shown
 * until the borrower taps Send (a wrong photo picked costs nothing), then sent with progress.
 */
function VoucherForm({ bill }: { bill: Bill }) {
  const [reference, setReference] = useState(() => cleanReference(currentQuery.value.get('reference') ?? ''));
  const status = bill.voucher?.status;
  const upload = usePhotoUpload(
    (photo, onProgress) =>
      uploadVoucher(photo, { repayId: bill.repayId, reference: reference || undefined }, { quiet: true, onProgress }).then(() => {}),
    status === 'review',
    t('repay.voucherUnreadable'),
    true,
  );
  const done = upload.state === 'done';
  const ready = upload.state === 'ready';
  return (
    <>
      <Figures
        rows={[
          [t('repay.productName'), bill.productName],
          [t('repay.repayable'), formatMoney(bill.repayable)],
        ]}
      />
      {!done && status === 'accepted' && <p role="status">{t('repay.voucherAccepted')}</p>}
      {!done && status === 'rejected' && <p role="status">{t('repay.voucherRejected')}</p>}
      <p>{t('repay.voucherIntro')}</p>
      <TextInput
        label={t('repay.voucherReference')}
        hint={t('repay.voucherReferenceHint')}
        value={reference}
        maxLength={64}
        autoComplete="off"
        transform={cleanReference}
        onChange={setReference}
      />
      <ImageCapture
        title={t('repay.voucherPhoto')}
        state={upload.state}
        progress={upload.progress}
        progressLabel={t('repay.voucherUploading')}
        actionLabel={t(done ? 'repay.voucherAnother' : ready ? 'repay.voucherPickAnother' : 'repay.voucherTake')}
        message={done ? t('repay.voucherReview') : ready ? t('repay.voucherCheck') : upload.message}
        retryLabel={t('common.retry')}
        onFile={upload.take}
        onRetry={upload.retry}
        onSend={upload.send}
        sendLabel={t('repay.voucherSend')}
        preview={ready ? upload.preview : undefined}
      />
      {done && <a href={'#/repay/' + encodeURIComponent(bill.repayId)}>{t('route.repay')}</a>}
    </>
  );
}

/** /upload-voucher: a proof of payment for a payment that has not shown up, for the bill in `?repayId=` or the open one. */
export default function VoucherPage({ titleKey }: PageProps) {
  return (
    <CertifiedPage title={t(titleKey)} gate={certifiedGate()} load={loadOwing}>
      {(bills) => {
        const wanted = currentQuery.value.get('repayId');
        const bill = bills.find((b) => b.repayId === wanted) ?? bills[0];
        return bill ? (
          <VoucherForm key={bill.repayId} bill={bill} />
        ) : (
          <>
            <p>{t('repay.voucherNoBill')}</p>
            <a href="#/order">{t('route.order')}</a>
          </>
        );
      }}
    </CertifiedPage>
  );
}
