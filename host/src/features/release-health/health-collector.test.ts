import { MAX_HEALTH_GROUPS, MAX_VITALS_PER_GROUP } from '@beacon/validation';

import { createHealthCollector } from './health-collector';

describe('health collector', () => {
  it(`sends at most ${MAX_HEALTH_GROUPS} groups and ${MAX_VITALS_PER_GROUP} vitals each, the rest in the next batch`, () => {
    const collector = createHealthCollector();
    for (let index = 0; index < MAX_HEALTH_GROUPS + 3; index += 1) {
      collector.setRelease(`remote-${index}`, { version: '1.0.0', cohort: 'stable' });
      collector.count(`remote-${index}`, 'views');
    }
    for (let index = 0; index < MAX_VITALS_PER_GROUP + 5; index += 1) collector.addVital('remote-0', 'lcpMs', 100);
    const first = collector.takeBatch();
    expect(first?.groups).toHaveLength(MAX_HEALTH_GROUPS);
    expect(first?.groups[0]?.lcpMs).toHaveLength(MAX_VITALS_PER_GROUP);
    expect(collector.takeBatch()?.groups).toHaveLength(3);
    expect(collector.takeBatch()).toBeNull();
  });

  it('caps counts at the contract maximum and ignores remotes without a release', () => {
    const collector = createHealthCollector();
    collector.setRelease('search', { version: '1.0.0', cohort: 'stable' });
    for (let index = 0; index < 1_005; index += 1) collector.count('search', 'runtimeErrors');
    collector.count('unknown', 'views');
    expect(collector.takeBatch()?.groups).toEqual([
      expect.objectContaining({ remote: 'search', runtimeErrors: 1_000 }),
    ]);
  });
});
