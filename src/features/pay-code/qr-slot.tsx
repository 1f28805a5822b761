import { useEffect, useState } from 'preact/hooks';
import type { RepayCode } from '../../api/contract/repay';
import { t } from '../../i18n/i18n';
import { Spinner } from '../../ui/loader';

type QrModule = typeof import('./qr/qr-svg');
let loaded: Promise<QrModule> | undefined;

/** Where `/sky-scan` draws the QR Ph code: the encoder is its own chunk, fetched only here. */
export function QrSlot({ code }: { code: RepayCode }) {
  const [mod, setMod] = useState<QrModule | null>(null);
  useEffect(() => {
    let live = true;
    (loaded ??= import('./qr/qr-svg')).then((m) => live && setMod(m), () => (loaded = undefined));
    return () => { live = false; };
  }, []);
  const label = t('payCode.qrLabel', { reference: code.reference });
  return (
    <div class="pay-code-qr">
      {mod ? <mod.QrSvg reference={code.reference} amount={code.amount} label={label} /> : <Spinner label={label} />}
    </div>
  );
}
