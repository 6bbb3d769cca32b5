// Issue 19: loading the contract builds no schema. Every app loads @beacon/validation at start-up, and the schemas
// built when its modules loaded (shared field sets, a form's fields) were main-thread time that no request or form
// had asked for yet: about 5 ms of a remote's routes chunk here, 20 ms at Lighthouse's 4× CPU.

import type * as Yup from 'yup';

const built: string[] = [];

jest.mock('yup', () => {
  const actual = jest.requireActual<typeof Yup>('yup');
  const counted = <F extends (...args: never[]) => unknown>(name: string, create: F): F =>
    ((...args: Parameters<F>) => {
      built.push(name);
      return create(...args);
    }) as F;
  return {
    ...actual,
    string: counted('string', actual.string),
    number: counted('number', actual.number),
    boolean: counted('boolean', actual.boolean),
    object: counted('object', actual.object),
    array: counted('array', actual.array),
    mixed: counted('mixed', actual.mixed),
  };
});

describe('the contract', () => {
  it('builds no schema when its modules load, and builds one when it is first read', async () => {
    const contract = await import('../index');
    expect(built).toEqual([]);

    const emptyPage = { total: 0, page: 1, pageSize: 10, results: [] };
    expect(contract.personSearchResponseSchema.isValidSync(emptyPage)).toBe(true);
    expect(built).toContain('object');
  });
});
