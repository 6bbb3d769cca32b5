import { ObjectSchema, isSchema, number, object, string } from 'yup';

import { deferredSchema } from './deferred-schema';

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

  it('says so when a schema refers to itself while it is built', () => {
    const schema: ObjectSchema<{ self?: unknown }> = deferredSchema(() => object({ self: schema }));
    expect(() => schema.describe()).toThrow('refers to itself');
  });
});
