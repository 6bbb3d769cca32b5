import { defineRoutes } from './route-manifest';

// The search remote's routes (spec §2.1, §2.2).
export const searchRoutes = defineRoutes('search', {
  personSearch: {
    path: 'search/person/',
    title: 'Person Search Results',
    // without Guardian, the top bar offers to search for yourself (the host opens the modal; this is its fallback)
    nav: { top: { label: 'Search For Yourself', order: 12, group: 'protection' } },
  },
});
