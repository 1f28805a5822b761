// Loaded before every test file: the build settings the bundle would carry, and empty stylesheets.
import { register } from 'node:module';
import { readBuildSettings } from '../build/settings.mjs';
import { landingBuildFromEnv } from '../server/pricing/landing';

// The landing's figures and sample disclosure as build.mjs adds them: from the server's pricing code (build/landing.mjs).
const { landing, sample } = landingBuildFromEnv(process.env);
(globalThis as any).__SETTINGS__ = { ...readBuildSettings(process.env), landing };
(globalThis as any).__SAMPLE__ = sample;
register('./css-stub.mjs', import.meta.url);
