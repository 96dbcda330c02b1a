import { readFileSync } from 'node:fs';
import { PLATFORM_COMMAND_LINE_FLAGS, PLATFORM_NODE_OPTIONS } from './heap.js';

describe('the platform processes V8 flags', () => {
  it('are on the node command of every start script that runs a platform process', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    const platformEntries = /node\s+(?:--\S+\s+)*dist\/platform\/(?:gateway|subgraph|mcp)\.js/;
    const starts = Object.entries(scripts).filter(([, command]) => platformEntries.test(command));
    expect(starts.map(([name]) => name).sort()).toEqual(['start', 'start:gateway', 'start:mcp', 'start:subgraph']);
    for (const [, command] of starts)
      expect(command).toContain(`node ${PLATFORM_NODE_OPTIONS} ${PLATFORM_COMMAND_LINE_FLAGS} dist/platform/`);
  });

  it('are the image NODE_OPTIONS, and the command-line ones are on its CMD', () => {
    const dockerfile = readFileSync('Dockerfile', 'utf8');
    expect(dockerfile).toContain(`ENV NODE_OPTIONS="${PLATFORM_NODE_OPTIONS}"`);
    const flags = PLATFORM_COMMAND_LINE_FLAGS.split(' ').map((flag) => `"${flag}", `);
    expect(dockerfile).toContain(`CMD ["node", ${flags.join('')}"dist/platform/gateway.js"]`);
  });
});
