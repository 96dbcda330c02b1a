import { composeServices } from '@apollo/composition';
import { printSubgraphSchema } from '@apollo/subgraph';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, printSchema } from 'graphql';
import { subgraphs } from '../gateway/subgraphs.js';

/** Writes schema/<subgraph>.graphql for every subgraph, composes schema/supergraph.graphql and prints the client-facing schema/api.graphql. */
async function main(): Promise<void> {
  const outDir = path.resolve(process.argv[2] ?? 'schema');
  mkdirSync(outDir, { recursive: true });
  const services = [];
  for (const subgraph of subgraphs) {
    const sdl = printSubgraphSchema(await subgraph.buildSchema());
    writeFileSync(path.join(outDir, `${subgraph.name}.graphql`), `${sdl.trim()}\n`);
    services.push({ name: subgraph.name, url: `http://${subgraph.name}.internal/graphql`, typeDefs: parse(sdl) });
  }
  const result = composeServices(services);
  if (result.errors) {
    for (const error of result.errors) console.error(error.message);
    process.exitCode = 1;
    return;
  }
  writeFileSync(path.join(outDir, 'supergraph.graphql'), `${result.supergraphSdl.trim()}\n`);
  // What clients see through the gateway (no join directives, no @inaccessible fields): codegen's input.
  writeFileSync(path.join(outDir, 'api.graphql'), `${printSchema(result.schema.toAPISchema().toGraphQLJSSchema()).trim()}\n`);
  console.log(`wrote ${subgraphs.length} subgraph schema(s) and the supergraph to ${path.relative(process.cwd(), outDir) || '.'}`);
}

await main();
