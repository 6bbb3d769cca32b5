import { createHmac } from 'node:crypto';

import type { MonitoredDataKind } from '@beacon/validation';

// What identity monitoring keeps of a watched value (issue 18): a keyed hash (HMAC-SHA256 under a server key), which
// is all the breach matching needs, and a masked form to show. The clear value is never stored or logged. The breach
// corpus is hashed with the same key, so a match is an equality of hashes.

export function normalizeMonitoredValue(kind: MonitoredDataKind, value: string): string {
  switch (kind) {
    case 'email':
    case 'username':
      return value.trim().toLowerCase();
    case 'phone':
    case 'ssn_last4':
    case 'card':
      return value.replace(/\D/g, '');
  }
}

export function monitoredHash(key: string, kind: MonitoredDataKind, value: string): string {
  return createHmac('sha256', key).update(`${kind}:${normalizeMonitoredValue(kind, value)}`).digest('hex');
}

/** The key of identity hashes, derived from the pointer secret so no new secret has to be configured. */
export function identityHashKey(pointerSecret: string): string {
  return createHmac('sha256', pointerSecret).update('beacon identity monitoring v1').digest('hex');
}

const DOT = '\u2022';

function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^6(011|5)/.test(digits)) return 'Discover';
  return 'Card';
}

/** What the screens show of a watched value: enough to recognise it, not enough to use it. */
export function maskMonitoredValue(kind: MonitoredDataKind, value: string): string {
  const normalized = normalizeMonitoredValue(kind, value);
  switch (kind) {
    case 'email': {
      const [local = '', domain = ''] = normalized.split('@');
      return `${local.slice(0, 1)}${DOT.repeat(4)}@${domain}`;
    }
    case 'phone':
      return `(${DOT.repeat(3)}) ${DOT.repeat(3)}-${normalized.slice(-4)}`;
    case 'username':
      return `${normalized.slice(0, 2)}${DOT.repeat(Math.max(2, normalized.length - 2))}`;
    case 'ssn_last4':
      // the last four are the whole value kept: only two of them are shown
      return `${DOT.repeat(3)}-${DOT.repeat(2)}-${DOT.repeat(2)}${normalized.slice(-2)}`;
    case 'card':
      return `${cardBrand(normalized)} ${DOT.repeat(4)} ${normalized.slice(-4)}`;
  }
}
