// Loaded before every test file: the build settings the bundle would carry.
import { readBuildSettings } from '../build/settings.mjs';

(globalThis as any).__SETTINGS__ = readBuildSettings(process.env);
