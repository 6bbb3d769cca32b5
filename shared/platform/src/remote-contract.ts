import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

// The host<->remote contract. The host types what it loads through these instead of generated federation types.
export const remoteNames = ['search', 'reports', 'guardian', 'account', 'monitoring'] as const;
export type RemoteName = (typeof remoteNames)[number];

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && (remoteNames as readonly string[]).includes(value);
}

/** `<remote>/routes`: route objects relative to the prefixes the host mounts the remote under. */
export interface RemoteRoutesModule {
  routes: RouteObject[];
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

export interface ExposedModules {
  routes: RemoteRoutesModule;
  SearchPanel: SearchPanelModule;
  SearchYourself: SearchYourselfModule;
}

export type FederatedId<
  R extends RemoteName = RemoteName,
  E extends keyof ExposedModules = keyof ExposedModules,
> = `${R}/${E}`;
