// The browser's own install offer (`beforeinstallprompt`, Chromium) fires once, early: it is kept
// here from the start so the add-to-home-screen guide can use it whenever the borrower asks.

/** The part of the BeforeInstallPromptEvent we use. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offered: InstallPromptEvent | null = null;

/** Keeps the browser's install offer instead of letting it show its own banner at a random moment. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (ev) => {
    ev.preventDefault();
    offered = ev as InstallPromptEvent;
  });
  window.addEventListener('appinstalled', () => (offered = null));
}

/** True when the browser offered to install the app (one tap does it). */
export function canPromptInstall(): boolean {
  return offered !== null;
}

/** Shows the browser's install prompt; resolves with whether the borrower accepted (the offer is used up either way). */
export async function promptInstall(): Promise<boolean> {
  const ev = offered;
  if (!ev) return false;
  offered = null;
  await ev.prompt();
  return (await ev.userChoice).outcome === 'accepted';
}
