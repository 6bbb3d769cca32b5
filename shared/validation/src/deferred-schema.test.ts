import { ObjectSchema, isSchema, number, object, string } from 'yup';

import type * as deferredSchemaModule from './deferred-schema';
import { deferredSchema, schemaBuildSteps } from './deferred-schema';

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
    expect(schemaBuildSteps(town)).toEqual([]);
  });

  it('says so when a schema refers to itself while it is built', () => {
    const schema: ObjectSchema<{ self?: unknown }> = deferredSchema(() => object({ self: schema }));
    expect(() => schema.describe()).toThrow('refers to itself');
  });
});

describe('schemaBuildSteps', () => {
  it('builds a schema one declared schema per step, its parts first', () => {
    const built: string[] = [];
    const city = deferredSchema(() => (built.push('city'), string().required()));
    const address = deferredSchema(() => (built.push('address'), object({ city })));
    const person = deferredSchema(() => (built.push('person'), object({ address })));

    const steps = schemaBuildSteps(person);
    const ours = steps.slice(-3);
    ours[0]?.();
    expect(built).toEqual(['city']);
    ours[1]?.();
    expect(built).toEqual(['city', 'address']);
    ours[2]?.();
    expect(built).toEqual(['city', 'address', 'person']);
    expect(person.isValidSync({ address: { city: 'Austin' } })).toBe(true);
    expect(built).toHaveLength(3);
  });

  it('has nothing to do for a built schema, and a step whose schema was built since does nothing', () => {
    const build = jest.fn(() => string());
    const schema = deferredSchema(build);
    const steps = schemaBuildSteps(schema);
    expect(schema.isValidSync('x')).toBe(true);
    steps.at(-1)?.();

    expect(build).toHaveBeenCalledTimes(1);
    expect(schemaBuildSteps(schema)).toEqual([]);
  });

  it("finds the steps of a schema declared by another copy of the package (a remote's own bundle)", () => {
    let otherCopy: DeferredSchemaModule | undefined;
    jest.isolateModules(() => {
      otherCopy = jest.requireActual<DeferredSchemaModule>('./deferred-schema');
    });
    if (!otherCopy) throw new Error('the second copy did not load');
    const built: string[] = [];
    const city = otherCopy.deferredSchema(() => (built.push('city'), string().required()));
    const address = otherCopy.deferredSchema(() => (built.push('address'), object({ city })));

    const steps = schemaBuildSteps(address);
    expect(steps).toHaveLength(2);
    steps.forEach((step) => step());

    expect(built).toEqual(['city', 'address']);
    expect(schemaBuildSteps(address)).toEqual([]);
    expect(address.isValidSync({ city: 'Austin' })).toBe(true);
  });

  it('has nothing to do for a schema that is not deferred', () => {
    expect(schemaBuildSteps(string())).toEqual([]);
  });
});
