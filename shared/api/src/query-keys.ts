// One query-key factory per resource. Every remote shares one QueryClient, so keys must be unique platform-wide.
export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
};

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  list: () => [...subscriptionKeys.all, 'list'] as const,
  detail: (id: string | number) => [...subscriptionKeys.all, 'detail', String(id)] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  identity: () => [...notificationKeys.all, 'identity'] as const,
  records: () => [...notificationKeys.all, 'records'] as const,
};

export const metaKeys = {
  all: ['meta'] as const,
  value: (key: string) => [...metaKeys.all, key] as const,
};

export const searchKeys = {
  all: ['search'] as const,
  people: (query: Record<string, string | undefined>) => [...searchKeys.all, 'people', query] as const,
};

export const protectionMemberKeys = {
  all: ['protection-members'] as const,
  list: () => [...protectionMemberKeys.all, 'list'] as const,
};
