import type { LoadRoute } from './cold-load';

// Issue 19's budgets. Bytes are the JS bodies as sent (brotli), counted up to the moment the content shows.
export const JS_BYTES_BUDGET = 170 * 1024;
export const JS_REQUESTS_BUDGET = 12;
export const LIGHTHOUSE_PERFORMANCE_BUDGET = 95;
export const LIGHTHOUSE_ACCESSIBILITY_BUDGET = 100;
/** the federated build against the monolith of the same code (`pnpm build:monolith`) */
export const FEDERATION_OVERHEAD_BUDGET = 1.1;

/** The cold loads with a byte and request budget: the signed-in member's first screens. */
export const BUDGETED_ROUTES: LoadRoute[] = [
  {
    name: '/dashboard',
    path: '/dashboard',
    heading: 'Home',
    content: 'main [role="tabpanel"]',
  },
  {
    name: '/dashboard/reports',
    path: '/dashboard/reports',
    heading: 'Reports',
    content: 'main ul[aria-label="Your reports"], main li',
  },
];
