'use strict';
// Stands in for semver in the Lambda bundles (see NEVER_RUN_ALIASES in lambda-bundling.ts). The
// X-Ray SDK requires semver in one place: captureAWS() checks an AWS SDK v2's version with it
// before patching. FairBill's clients are SDK v3 (captureAWSv3Client), so that never runs.
function notBundled() {
  throw new Error('semver is not bundled: only the X-Ray SDK v2 patcher (captureAWS) uses it, and FairBill does not');
}
module.exports = { gte: notBundled };
