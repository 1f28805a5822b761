import { t } from '../../i18n/i18n';
import { showToast } from '../../ui/toast';

/** Copies `text` and says so ('Copy successful'); falls back to a selected textarea where the Clipboard API is missing (plain http). */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
  showToast(t('toast.copySuccess'), { kind: 'success' });
}
