export * from './Page';
export * from './errors';
export * from './ErrorScreen';
export * from './RouteErrorBoundary';
export * from './loaders';
export * from './lazy-screen';
