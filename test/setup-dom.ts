// DOM suites run in their own process with happy-dom's window as the global scope.
import { GlobalRegistrator } from '@happy-dom/global-registrator';

GlobalRegistrator.register({ url: 'http://localhost:8080/', width: 360, height: 740 });
// The app connects the API client to the session at boot (main.tsx); every DOM suite starts connected.
// Imported after the registration above: the session reads cookies when it loads.
const { connectApi } = await import('../src/session/session');
const { showApiError } = await import('../src/ui/toast');
connectApi({ onError: showApiError });
const { installSessionReports } = await import('../src/platform/session-reports');
installSessionReports();
// findBy* and waitFor give up after one second by default: on a loaded 2-core machine a lazy
// dictionary or a page chunk can take longer to arrive, and the test then fails on nothing but time.
const { configure } = await import('@testing-library/preact');
configure({ asyncUtilTimeout: 5000 });
