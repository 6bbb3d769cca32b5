import { ObjectSchema, isSchema, number, object, string } from 'yup';

import type * as deferredSchemaModule from './deferred-schema';
import { deferredSchema, schemaBuildPlan, type BuildPlan } from './deferred-schema';

type DeferredSchemaModule = typeof deferredSchemaModule;

describe('deferredSchema', () => {
  it('builds nothing until the schema is used', () => {
    const build = jest.fn(() => object({ name: string().required() }));
    deferredSchema(build);
    expect(build).not.toHaveBeenCalled();
  });

  it('is the built schema once used: same class, same answers, built once', () => {
    const build = jest.fn(() => object({ name: string().required(), age: number().min(0) }));
    const schema = deferredSchema(build);

    expect(schema.isValidSync({ name: 'Ann', age: 3 })).toBe(true);
    expect(() => schema.validateSync({ age: -1 })).toThrow();
    expect(schema).toBeInstanceOf(ObjectSchema);
    expect(isSchema(schema)).toBe(true);
    expect(Object.keys(schema.fields)).toEqual(['name', 'age']);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('can be used inside another schema, and derived from', () => {
    const address = deferredSchema(() => object({ city: string().required() }));
    const person = deferredSchema(() => object({ address: address.nullable() }));

    expect(person.isValidSync({ address: null })).toBe(true);
    expect(person.isValidSync({ address: { city: 'Austin' } })).toBe(true);
    expect(person.isValidSync({ address: {} })).toBe(false);
    expect(address.describe().fields).toHaveProperty('city');
  });

  it('is recognised by a type check before anything else has read it', () => {
    expect(isSchema(deferredSchema(() => string()))).toBe(true);
    expect('validateSync' in deferredSchema(() => string())).toBe(true);
  });

  it('can be another deferred schema, built or not', () => {
    const city = deferredSchema(() => string().required());
    const town = deferredSchema(() => city);
    const builtCity = deferredSchema(() => string().min(2));
    builtCity.describe();
    const borough = deferredSchema(() => builtCity);

    expect(town.isValidSync('Austin')).toBe(true);
    expect(town.isValidSync('')).toBe(false);
    expect(city.isValidSync('')).toBe(false);
    expect(borough.isValidSync('A')).toBe(false);
    expect(borough.isValidSync('Ann Arbor')).toBe(true);
    expect(schemaBuildPlan(town).done).toBe(true);
  });

  it('says so when a schema refers to itself while it is built', () => {
    const schema: ObjectSchema<{ self?: unknown }> = deferredSchema(() => object({ self: schema }));
    expect(() => schema.describe()).toThrow('refers to itself');
  });
});

/** Takes the plan's steps to the end, and what each step built. */
function runToEnd(plan: BuildPlan, built: string[]): string[][] {
  const perStep: string[][] = [];
  for (let steps = 0; !plan.done && steps < 100; steps += 1) {
    const before = built.length;
    plan.step();
    perStep.push(built.slice(before));
  }
  return perStep;
}

/** A build that logs its schema's name once it is made (an attempt that stops at a missing part logs nothing). */
function logged<S>(built: string[], name: string, build: () => S): () => S {
  return () => {
    const schema = build();
    built.push(name);
    return schema;
  };
}

/** A clock that moves `msPerReading` each time it is read. */
function clockMoving(msPerReading: number): void {
  let now = 0;
  jest.spyOn(performance, 'now').mockImplementation(() => (now += msPerReading));
}

describe('schemaBuildPlan', () => {
  // Each step's time to build the parts it meets is up the moment it starts: one schema per step.
  beforeEach(() => clockMoving(5));
  afterEach(() => jest.restoreAllMocks());

  it('builds a schema one schema per step, its parts first, and nothing it is not made of', () => {
    const built: string[] = [];
    const city = deferredSchema(logged(built, 'city', () => string().required()));
    const unrelated = deferredSchema(logged(built, 'unrelated', () => string()));
    const address = deferredSchema(logged(built, 'address', () => object({ city })));
    const age = deferredSchema(logged(built, 'age', () => number().min(0)));
    const person = deferredSchema(logged(built, 'person', () => object({ address, age })));

    const perStep = runToEnd(schemaBuildPlan(person), built);

    expect(built).toEqual(['city', 'address', 'age', 'person']);
    // a step builds one schema at most (an attempt that meets a part not built yet builds nothing)
    expect(perStep.every((step) => step.length <= 1)).toBe(true);
    expect(person.isValidSync({ address: { city: 'Austin' }, age: 3 })).toBe(true);
    expect(built).toHaveLength(4);
    expect(schemaBuildPlan(unrelated).done).toBe(false);
  });

  it('builds the parts a step meets in the step while its time lasts', () => {
    clockMoving(0);
    const built: string[] = [];
    const city = deferredSchema(logged(built, 'city', () => string().required()));
    const address = deferredSchema(logged(built, 'address', () => object({ city })));
    const person = deferredSchema(logged(built, 'person', () => object({ address })));

    const perStep = runToEnd(schemaBuildPlan(person), built);

    expect(perStep).toEqual([['city', 'address', 'person']]);
    expect(person.isValidSync({ address: { city: 'Austin' } })).toBe(true);
  });

  it('is done at once for a built schema, and has nothing left once its schema was built by its use', () => {
    const build = jest.fn(() => string());
    const schema = deferredSchema(build);
    const plan = schemaBuildPlan(schema);
    expect(plan.done).toBe(false);
    expect(schema.isValidSync('x')).toBe(true);

    expect(plan.done).toBe(true);
    plan.step();
    expect(build).toHaveBeenCalledTimes(1);
    expect(schemaBuildPlan(schema).done).toBe(true);
  });

  it('does not keep a build that caught the miss of a part and went on without it', () => {
    const built: string[] = [];
    const part = deferredSchema(logged(built, 'part', () => object({ city: string() })));
    const whole = deferredSchema(() => {
      let partType = 'unknown';
      try {
        partType = part.describe().type;
      } catch {
        // a build that swallows errors must not end up without its part
      }
      built.push(`whole saw ${partType}`);
      return string().meta({ partType });
    });

    runToEnd(schemaBuildPlan(whole), built);

    expect(built).toEqual(['whole saw unknown', 'part', 'whole saw object']);
    expect(whole.describe().meta).toEqual({ partType: 'object' });
  });

  it('ends with the usual message when the parts refer to each other while they are built', () => {
    const a: ObjectSchema<{ b?: unknown }> = deferredSchema(() => object({ b }));
    const b: ObjectSchema<{ a?: unknown }> = deferredSchema(() => object({ a }));
    const plan = schemaBuildPlan(a);

    expect(() => {
      for (let steps = 0; !plan.done && steps < 10; steps += 1) plan.step();
    }).toThrow('refers to itself');
    expect(plan.done).toBe(true);
  });

  it("builds a schema declared by another copy of the package (a remote's own bundle)", () => {
    let otherCopy: DeferredSchemaModule | undefined;
    jest.isolateModules(() => {
      otherCopy = jest.requireActual<DeferredSchemaModule>('./deferred-schema');
    });
    if (!otherCopy) throw new Error('the second copy did not load');
    const built: string[] = [];
    const city = otherCopy.deferredSchema(logged(built, 'city', () => string().required()));
    const address = otherCopy.deferredSchema(logged(built, 'address', () => object({ city })));

    runToEnd(schemaBuildPlan(address), built);

    expect(built).toEqual(['city', 'address']);
    expect(schemaBuildPlan(address).done).toBe(true);
    expect(address.isValidSync({ city: 'Austin' })).toBe(true);
  });

  it('has nothing to do for a schema that is not deferred', () => {
    expect(schemaBuildPlan(string()).done).toBe(true);
  });
});
