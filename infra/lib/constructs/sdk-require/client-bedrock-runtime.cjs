'use strict';
// @aws-sdk/client-bedrock-runtime from the Lambda runtime, loaded with require() (see lambda-bundling.ts). The
// name is not a literal, so esbuild leaves the call to the runtime instead of applying its alias.
const name = '@aws-sdk/client-bedrock-runtime';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- require() is this file's purpose
module.exports = require(name);
