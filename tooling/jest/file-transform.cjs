// Images imported by the apps (webpack's asset/resource: the import is the file's URL) are, under jest, their file
// name, so a test sees which image an <img> shows.
const path = require('node:path');

module.exports = {
  process(_source, filename) {
    return { code: `module.exports = { __esModule: true, default: ${JSON.stringify(path.basename(filename))} };` };
  },
};
