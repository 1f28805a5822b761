// Loaded before every test file: the build settings the bundle would carry, and empty stylesheets.
import { register } from 'node:module';
import { readBuildSettings } from '../build/settings.mjs';
import { landingTermsFromEnv } from '../server/pricing/landing';

// The landing's figures as build.mjs adds them: from the server's pricing code (build/landing.mjs).
(globalThis as any).__SETTINGS__ = { ...readBuildSettings(process.env), landing: landingTermsFromEnv(process.env) };
register('./css-stub.mjs', import.meta.url);
