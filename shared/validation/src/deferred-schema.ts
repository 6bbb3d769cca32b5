/**
 * Every deferred schema in the order it was declared, with its build (null once built). A schema's parts are declared
 * before it (their modules are imported first, and a file declares parts before the schemas made of them), so building
 * in this order builds the parts first.
 */
const declared: Array<(() => void) | null> = [];

/**
 * Where a deferred schema keeps the way to its build steps. Each federated app bundles its own copy of this package
 * (with its own `declared`), while the page has one API client, from the host's copy: the client finds a remote's
 * schema's steps through the schema itself, with a key that is the same in every copy. With a registry per copy
 * only, the client found no steps for a remote's schemas, and the person report's schema was built inside its
 * answer's parse, one task of about 90 ms at Lighthouse's 4× CPU (issue 19).
 */
const BUILD_STEPS = Symbol.for('@beacon/validation/schema-build-steps');

interface WithBuildSteps {
  [BUILD_STEPS]?: () => Array<() => void>;
}

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
  const position = declared.length;
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
      // a schema that is another deferred one is built first, so that its own properties are there to copy
      if (BUILD_STEPS in schema) void ('constructor' in schema);
      const properties: PropertyDescriptorMap = Object.getOwnPropertyDescriptors(schema);
      delete properties[BUILD_STEPS];
      Object.defineProperties(deferred, properties);
      Object.setPrototypeOf(deferred, Object.getPrototypeOf(schema) as object | null);
      declared[position] = null;
    } finally {
      building = false;
    }
    return deferred;
  }

  declared.push(() => void materialize());
  // an own property, read without reaching the trap, and kept (not enumerable) once the schema is built
  Object.defineProperty(deferred, BUILD_STEPS, { value: () => stepsUpTo(position) });
  return deferred as S;
}

/**
 * The steps that build `schema` before its first use, small ones first: one per schema not built yet among those
 * declared up to it, in declaration order, so that each step finds its parts built. Empty when `schema` is built or is
 * not a deferred schema.
 *
 * Why: a response's schema was built by its first parse, in the same task, after the answer came in. The person
 * report's took 12–18 ms on this machine (50–70 ms on Lighthouse's mobile CPU), three to four times its validation. The
 * API client runs these steps while the request is in flight, in idle time, one schema per step (issue 19).
 */
export function schemaBuildSteps(schema: object): Array<() => void> {
  const steps = (schema as WithBuildSteps)[BUILD_STEPS];
  return typeof steps === 'function' ? steps() : [];
}

/** This copy's steps up to the schema declared at `last`, none when that schema is built. */
function stepsUpTo(last: number): Array<() => void> {
  if (declared[last] === null) return [];
  const steps: Array<() => void> = [];
  for (let position = 0; position <= last; position += 1) {
    const build = declared[position];
    // a schema built since by another step or by its use is skipped when the step runs
    if (build) steps.push(() => declared[position]?.());
  }
  return steps;
}
