// graphql-depth-limit ships no types; @types/graphql-depth-limit would pull in a second graphql (14).
declare module 'graphql-depth-limit' {
  import type { ValidationRule } from 'graphql';
  export default function depthLimit(
    maxDepth: number,
    options?: { ignore?: Array<string | RegExp | ((name: string) => boolean)> },
  ): ValidationRule;
}
