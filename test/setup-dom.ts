// DOM suites run in their own process with happy-dom's window as the global scope.
import { GlobalRegistrator } from '@happy-dom/global-registrator';

GlobalRegistrator.register({ url: 'http://localhost:8080/', width: 360, height: 740 });
