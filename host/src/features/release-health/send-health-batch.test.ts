import type { ReleaseHealthBatch } from '@beacon/validation';

import { RELEASE_HEALTH_PATH, sendHealthBatch } from './send-health-batch';

describe('sendHealthBatch', () => {
  const batch: ReleaseHealthBatch = {
    groups: [
      {
        remote: 'search',
        version: '1.0.0',
        cohort: 'stable',
        views: 1,
        loadFailures: 0,
        renderErrors: 0,
        runtimeErrors: 0,
        apiRequests: 0,
        apiFailures: 0,
        lcpMs: [],
        inpMs: [],
      },
    ],
  };

  it('sends a beacon, and falls back to a keepalive fetch when the beacon is refused', () => {
    const sendBeacon = jest.fn().mockReturnValue(true);
    sendHealthBatch(batch, { sendBeacon } as unknown as Navigator);
    expect(sendBeacon).toHaveBeenCalledWith(RELEASE_HEALTH_PATH, JSON.stringify(batch));

    const fetchMock = jest.fn().mockResolvedValue(new Response(null, { status: 204 }));
    globalThis.fetch = fetchMock;
    sendHealthBatch(batch, { sendBeacon: () => false } as unknown as Navigator);
    expect(fetchMock).toHaveBeenCalledWith(
      RELEASE_HEALTH_PATH,
      expect.objectContaining({ method: 'POST', keepalive: true, body: JSON.stringify(batch) }),
    );
  });
});
