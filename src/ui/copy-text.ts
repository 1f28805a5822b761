import { t } from '../i18n/i18n';
import { showToast } from './toast';

// The Clipboard API needs a secure context and is missing in some in-app browsers: the fallback
// selects a hidden textarea and asks for the legacy copy command.
function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.cssText = 'position:fixed;top:0;left:0;opacity:0';
  document.body.append(area);
  area.select();
  let done = false;
  try {
    done = document.execCommand('copy');
  } catch {
    done = false;
  }
  area.remove();
  return done;
}

/** Copies `text` (Clipboard API, else the legacy command) and shows 'Copy successful' (spec section 8); false when nothing could copy. */
export async function copyText(text: string): Promise<boolean> {
  let done = false;
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      done = true;
    }
  } catch {
    done = false;
  }
  if (!done) done = legacyCopy(text);
  if (done) showToast(t('toast.copySuccess'), { kind: 'success' });
  return done;
}
