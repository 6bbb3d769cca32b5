// One query-key factory per resource. Every remote shares one QueryClient, so keys must be unique platform-wide.
export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
};

export const metaKeys = {
  all: ['meta'] as const,
  value: (key: string) => [...metaKeys.all, key] as const,
};
