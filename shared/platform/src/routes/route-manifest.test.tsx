import type { ComponentType } from 'react';

import { entitlementsFrom } from '@beacon/validation';

import { accountRoutes } from './account-routes';
import { entitledNavigationLinks, navigationLinks, remotePrefixTable, remoteRouteManifests } from './remote-routes';
import { defineRoutes, fillPath, isEntitled } from './route-manifest';
import { routeObjectsOf, type ScreensOf } from './route-objects';

const Screen: ComponentType = () => null;

describe('route manifests', () => {
  const tiny = defineRoutes('reports', {
    list: { path: 'things', title: 'Things' },
    one: { path: 'things/:thingId/', title: 'Thing' },
  });

  it('turn into route objects with one screen each, trailing slashes dropped for matching', () => {
    const routes = routeObjectsOf(tiny, { list: Screen, one: Screen });
    expect(routes.map((route) => route.path)).toEqual(['things', 'things/:thingId']);
  });

  it('make a missing or an extra screen a type error', () => {
    // @ts-expect-error the `one` route has no screen
    const missing: ScreensOf<typeof tiny> = { list: Screen };
    // @ts-expect-error `other` is not a route of the manifest
    const extra: ScreensOf<typeof tiny> = { list: Screen, one: Screen, other: Screen };
    expect([missing, extra]).toHaveLength(2);
  });

  it('fill a link with its parameters, encoded, and type-check their names', () => {
    expect(fillPath(tiny.routes.one, { thingId: 'a b/c' })).toBe('/dashboard/things/a%20b%2Fc/');
    expect(fillPath(accountRoutes.routes.purchasePersonSpecialOffer, { accountId: '7', recordId: '42' })).toBe(
      '/dashboard/account/purchase-person-special-offer/7/42/',
    );
    // @ts-expect-error the route names `thingId`, not `id`
    expect(fillPath(tiny.routes.one, { id: 'x' })).toBe('/dashboard/things//');
  });

  it('refuse two remotes claiming one first path segment', () => {
    const other = defineRoutes('account', { clash: { path: 'things/mine', title: 'Mine' } });
    expect(() => remotePrefixTable([tiny, other])).toThrow('/dashboard/things is claimed by both reports and account');
    expect(() => remotePrefixTable(remoteRouteManifests)).not.toThrow();
  });

  it('order the navigation and keep one entitled entry per group', () => {
    const nothing = entitlementsFrom(null);
    expect(navigationLinks('top').map((link) => link.order)).toEqual(
      [...navigationLinks('top').map((link) => link.order)].sort((a, b) => a - b),
    );
    const top = entitledNavigationLinks('top', nothing).map((link) => link.label);
    expect(top).toEqual(['Search For Yourself', 'Reports']);
    const guardian = entitlementsFrom({ guardian: null, guardian_family_addon: null });
    expect(entitledNavigationLinks('top', guardian).map((link) => link.label)[0]).toBe(
      'Guardian Personal Data Protection',
    );
    expect(isEntitled(entitlementsFrom({ person_report: null }), 'holds:person_report')).toBe(true);
    expect(isEntitled(nothing, 'holds:person_report')).toBe(false);
  });
});
