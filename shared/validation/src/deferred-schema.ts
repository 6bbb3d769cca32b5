/**
 * A schema that is built the first time anything reads it, and is from then on the schema itself.
 *
 * The contract has a few hundred schemas. Built at module load, they took about 40 ms of a page's start-up on this
 * machine (about 170 ms on Lighthouse's mobile CPU, the largest single item of the start-up profile, issue 19), while
 * a page needs the few that its requests and forms use. Callers see no difference: no wrapper, no method, same type.
 *
 * How: the value handed out is an empty object whose prototype is a trap. The first property read, write or `in`
 * check that reaches the trap builds the schema, copies its own properties onto the object and gives the object the
 * schema's prototype; the trap is out of the chain after that, so later reads cost nothing extra.
 */
export function deferredSchema<S extends object>(build: () => S): S {
  let building = false;
  const deferred: object = Object.create(
    new Proxy(Object.create(null) as object, {
      get: (_target, key) => Reflect.get(materialize(), key),
      set: (_target, key, value) => Reflect.set(materialize(), key, value),
      has: (_target, key) => key in materialize(),
    }),
  ) as object;

  function materialize(): object {
    if (building) throw new Error('deferredSchema: the schema refers to itself while it is being built');
    building = true;
    try {
      const schema = build();
      Object.defineProperties(deferred, Object.getOwnPropertyDescriptors(schema));
      Object.setPrototypeOf(deferred, Object.getPrototypeOf(schema) as object | null);
    } finally {
      building = false;
    }
    return deferred;
  }

  return deferred as S;
}
