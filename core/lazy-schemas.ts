import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector, { type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

/**
 * Fastify compiles every route's JSON schemas (Ajv validators, fast-json-stringify serializers) when the route is
 * registered: about 0.2-0.3 s of CPU in a platform's start, for routes most processes never serve (measured in
 * docs/benchmarks.md, issue 37). These compile a route's schema on the first request that needs it; what a validator or
 * serializer does, and its errors, are Fastify's defaults unchanged. A schema that does not compile fails that request
 * (500) instead of the start: every route's schemas are compiled by the tests that call it.
 */

/** What Fastify calls to validate: Ajv's function, with the `errors` of its last call and its `schemaEnv`. */
type Validator = ((data: never, context?: never) => unknown) & { errors?: unknown; schemaEnv?: unknown };

/** `compile` (a route's validator compiler), compiling each schema on its first use. */
export function lazyValidatorCompiler<Route, V extends Validator>(compile: (route: Route) => V): (route: Route) => V {
  return (route) => {
    let compiled: V | undefined;
    const get = () => (compiled ??= compile(route));
    const validate = ((data: never, context?: never) => {
      const inner = get();
      const result = inner(data, context);
      validate.errors = inner.errors;
      return result;
    }) as V;
    // Fastify reads `schemaEnv` before calling (an Ajv validator is given its parent object, to change a root value):
    // reading it is the first use.
    Object.defineProperty(validate, 'schemaEnv', { get: () => get().schemaEnv });
    return validate;
  };
}

/** `compile` (a route's response serializer compiler), compiling each schema on its first use. */
function lazySerializerCompiler<Route>(compile: (route: Route) => (data: unknown) => string): (route: Route) => (data: unknown) => string {
  return (route) => {
    let compiled: ((data: unknown) => string) | undefined;
    return (data) => (compiled ??= compile(route))(data);
  };
}

/** `schemaController.compilersFactory` for `Fastify({...})`: Fastify's own compilers, each schema compiled on first use. */
export function lazySchemaCompilers(): { buildValidator: AjvCompiler.BuildCompilerFromPool; buildSerializer: SerializerFactory } {
  const validators = AjvCompiler();
  const serializers = SerializerSelector();
  return {
    buildValidator: (externalSchemas, options) => lazyValidatorCompiler(validators(externalSchemas, options)),
    buildSerializer: (externalSchemas, options) => lazySerializerCompiler(serializers(externalSchemas, options)),
  };
}
