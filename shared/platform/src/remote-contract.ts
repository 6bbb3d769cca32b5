import type { ComponentType } from 'react';
import type { RouteObject } from '@beacon/react-router';
import type { QueryClient } from '@tanstack/react-query';

// The host<->remote contract. The host types what it loads through these instead of generated federation types.
export const remoteNames = ['search', 'reports', 'guardian', 'account', 'monitoring'] as const;
export type RemoteName = (typeof remoteNames)[number];

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && (remoteNames as readonly string[]).includes(value);
}

/**
 * Starts the queries a route's screen will make, from its path parameters and the location's query string (`?…`,
 * as `location.search`); see RemoteRoutesModule.prefetch.
 */
export type RoutePrefetch = (params: Record<string, string>, queryClient: QueryClient, search: string) => void;

/**
 * `<remote>/routes`, read as the module's named exports (federation's `loadRemote` gives the module namespace, not
 * its default export): route objects relative to the prefixes the host mounts the remote under, and prefetches.
 */
export interface RemoteRoutesModule {
  routes: RouteObject[];
  /**
   * By route key: the host calls it as soon as the routes module is in, so the screen's data loads while its code
   * does instead of after it (issue 19, "no waterfall"). Same query options as the screen's, so it reuses them.
   * Required, `{}` for none: optional, a remote that put it elsewhere (its default export) still type-checked, and
   * its prefetches never ran.
   */
  prefetch: Partial<Record<string, RoutePrefetch>>;
}

export interface SearchPanelProps {
  /** Called after a search is submitted, so the host can close the header search. */
  onSearched?: () => void;
  /** Where the name form submits (spec §2.2: /dashboard/search/person/ by default). */
  searchUrl?: string;
  /** Personal-data-protection mode: fname/lname replace first/last and type=self is added. */
  selfSearch?: boolean;
  /** Any extra query string appended to the name search. */
  extraQuery?: string;
}

/** `search/SearchPanel`: the header's search area. */
export interface SearchPanelModule {
  SearchPanel: ComponentType<SearchPanelProps>;
}

export interface SearchYourselfProps {
  onClose: () => void;
}

/** `search/SearchYourself`: the "Search For Yourself" modal the host opens from its navigation. */
export interface SearchYourselfModule {
  SearchYourselfModal: ComponentType<SearchYourselfProps>;
}

/** What every remote exposes: its routes. */
interface RoutesModule {
  routes: RemoteRoutesModule;
}

/** The modules each remote exposes, by remote: loading one a remote does not expose is a type error. */
export interface ExposedModules {
  search: RoutesModule & { SearchPanel: SearchPanelModule; SearchYourself: SearchYourselfModule };
  reports: RoutesModule;
  guardian: RoutesModule;
  account: RoutesModule;
  monitoring: RoutesModule;
}

/** The name of a module a remote exposes. */
export type ExposedName<R extends RemoteName> = keyof ExposedModules[R] & string;

export type FederatedId<R extends RemoteName = RemoteName, E extends ExposedName<R> = ExposedName<R>> = `${R}/${E}`;
