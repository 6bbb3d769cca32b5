/** Every deferred schema of this copy of the package by its position, with its build (null once built). */
const declared: Array<(() => void) | null> = [];

/**
 * The build a plan is attempting (`buildPlanOf`): its schema's position, when it started, and the first part it met
 * that was not built yet and could not be built within the attempt. Parts met in the attempt's first
 * `ATTEMPT_BUDGET_MS` are built there, as when a schema is used; one met later stops the attempt, and the plan builds
 * that part in a step of its own and tries again. So a step is short, and a schema's build is seldom started over.
 */
let attempt: { target: number; started: number; missing: number | undefined } | undefined;

/** How long an attempt goes on building the parts it meets (a long task is 50 ms at Lighthouse's 4× CPU). */
const ATTEMPT_BUDGET_MS = 2;

/**
 * Thrown out of an attempted build that needs a part not built yet (the attempt keeps which part). One error for all:
 * a new one per miss took a stack trace each time, 15 ms of a person report's load at 4× CPU.
 */
const PART_NOT_BUILT = new Error('deferredSchema: a part of the schema is not built yet');

/**
 * Where a deferred schema keeps the way to its build plan. Each federated app bundles its own copy of this package
 * (with its own `declared`), while the page has one API client, from the host's copy: the client finds a remote's
 * schema's plan through the schema itself, with a key that is the same in every copy. With a registry per copy only,
 * the client found no steps for a remote's schemas, and the person report's schema was built inside its answer's
 * parse, one task of about 90 ms at Lighthouse's 4× CPU (issue 19).
 */
const BUILD_STEPS = Symbol.for('@beacon/validation/schema-build-steps');

interface WithBuildSteps {
  [BUILD_STEPS]?: () => BuildPlan;
}

/** What is left to do before a schema is ready, one small step at a time. */
export interface BuildPlan {
  /** true once there is nothing left (or a step failed: the schema's first use meets the failure again) */
  readonly done: boolean;
  /** does the next step; a build that fails throws, and ends the plan */
  step(): void;
}

const NOTHING_TO_DO: BuildPlan = { done: true, step: () => undefined };

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
 *
 * Each module-level call is marked `/* @__PURE__ *\/` (tooling/webpack/deferred-schema-purity.test.ts checks it): a call is kept by
 * the bundler unless it is known to be pure, so without the mark every app carried every schema of a module it used
 * one schema of (the host's start-up JS held all of Guardian's answers for one banner, issue 56's load budget).
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
    if (
      attempt &&
      attempt.target !== position &&
      (attempt.missing !== undefined || performance.now() - attempt.started >= ATTEMPT_BUDGET_MS)
    ) {
      attempt.missing ??= position;
      throw PART_NOT_BUILT;
    }
    building = true;
    try {
      const schema = build();
      // a miss that the build (or a part's, within it) caught and went on from: what it made may lack the part
      if (attempt?.missing !== undefined) throw PART_NOT_BUILT;
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
  Object.defineProperty(deferred, BUILD_STEPS, { value: () => buildPlanOf(position) });
  return deferred as S;
}

/**
 * The plan that builds `schema` before its first use, in steps small enough for idle time: each step builds one
 * schema and the parts it meets in its first 2 ms, parts first, and only the schemas `schema` is made of. Done at once
 * when `schema` is built or is not a deferred schema.
 *
 * Why: a response's schema was built by its first parse, in the same task, after the answer came in. The person
 * report's took 12–18 ms on this machine (50–70 ms on Lighthouse's mobile CPU), three to four times its validation. The
 * API client runs these steps while the request is in flight, in idle time (issue 19). A plan used to build every
 * schema declared before `schema` (181 of them for the person report's, 70–90 ms in Node, cold), since the parts a
 * schema needs are known only by building it; now each step attempts one build, with the parts it meets, and a build
 * that meets a part once its step has run 2 ms stops there, for the part to be built first.
 */
export function schemaBuildPlan(schema: object): BuildPlan {
  const plan = (schema as WithBuildSteps)[BUILD_STEPS];
  return typeof plan === 'function' ? plan() : NOTHING_TO_DO;
}

/** This copy's plan for the schema declared at `target`. */
function buildPlanOf(target: number): BuildPlan {
  // the schemas to build, the last first: `target`, then each part its attempt found missing
  const pending = [target];
  const skipBuilt = () => {
    while (pending.length && declared[pending.at(-1)!] === null) pending.pop();
  };
  skipBuilt();
  return {
    get done() {
      skipBuilt();
      return pending.length === 0;
    },
    step() {
      skipBuilt();
      const position = pending.at(-1);
      if (position === undefined) return;
      const build = declared[position]!;
      // the parts' own cycle would have the plan attempt the same builds forever: built at once, the usual way, it
      // fails with its own message (a schema that refers to itself)
      const stepwise = pending.indexOf(position) === pending.length - 1;
      const tried = stepwise ? { target: position, started: performance.now(), missing: undefined } : undefined;
      attempt = tried;
      try {
        build();
        pending.pop();
      } catch (error) {
        // the part met first, whatever the build made of the error on its way out
        if (tried?.missing === undefined) {
          pending.length = 0;
          throw error;
        }
        pending.push(tried.missing);
      } finally {
        attempt = undefined;
      }
    },
  };
}
