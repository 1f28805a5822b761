// Every dialog of the platform in one lazy chunk: the permission notices, the in-app browser guide and
// the add-to-home-screen guide share their words (platform/messages), and as one chunk those words
// stay off every page instead of joining the chunk all pages share.
export { showInAppGuide } from './in-app-guide';
export { showInstallGuide } from './install-guide';
export { showNotice, showOutcome } from './permission-notice';
