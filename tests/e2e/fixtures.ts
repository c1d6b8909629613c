import { test as base, expect } from '@playwright/test';

/** `test` with `baseURL` pointing at the server started by global-setup.ts. */
export const test = base.extend({
  baseURL: async ({}, provide) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through `npm run test:e2e` (global setup starts the server).');
    await provide(url);
  },
});

export { expect };
