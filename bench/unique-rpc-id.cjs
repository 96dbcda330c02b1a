/* global module */
// autocannon `setupRequest` for its worker thread (functions cannot cross into it; a module path can): gives each
// JSON-RPC request of the body its own id, since the MCP transport routes every answer of a session by its id.
let next = 0;
module.exports = (request) => ({ ...request, body: request.body.replace('"id":0,', `"id":${(next += 1)},`) });
