// @ts-check
'use strict';

// Node only, outside src/: no app bundles it, and it is not part of the contract it hashes. One definition for the
// builds (tooling/webpack/build-info-plugin.mjs writes it into every release's build-info.json) and the API (which
// names the contract it speaks, GET /v1/contract, so the edge keeps no session on releases built for another).
// CommonJS, so that the webpack configs (plain Node ESM), the server (tsx) and its tests (Jest, CommonJS) load the
// same file.

const { createHash } = require('node:crypto');
const { readFileSync, readdirSync } = require('node:fs');
const path = require('node:path');

/** shared/validation: the request and response schemas the apps and the API share. */
const VALIDATION_DIR = __dirname;

/**
 * SHA-256 of the API contract's sources: every file under `<validationDir>/src` but the tests, sorted by path, each
 * hashed as its path and its content. Two builds with the same hash talk to the API in the same shapes (issue 60).
 * @param {string} [validationDir]
 * @returns {string} 64 hex digits
 */
function contractHash(validationDir = VALIDATION_DIR) {
  const srcDir = path.join(validationDir, 'src');
  const files = readdirSync(srcDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(srcDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    // NUL separators: "a" + "bc" and "ab" + "c" must not hash alike.
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(srcDir, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

exports.VALIDATION_DIR = VALIDATION_DIR;
exports.contractHash = contractHash;
