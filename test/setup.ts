// Loaded before every test file: the build settings the bundle would carry, and empty stylesheets.
import { register } from 'node:module';
import { readBuildSettings } from '../build/settings.mjs';

(globalThis as any).__SETTINGS__ = readBuildSettings(process.env);
register('./css-stub.mjs', import.meta.url);
