#!/usr/bin/env bash
# Runs the unit suite, the server tests and the fault suite on another Node major than the
# machine's, with that Node's bin folder first on PATH: npx, npm's scripts, the test runners'
# workers and every server or child process the tests start then run on it (the fault suite
# checks this: tests/faults/node-version.spec.ts). The site is built again on that Node first,
# so the fault suite serves what that Node built. node_modules is the one the machine's Node
# installed; its native addons are checked to load on this Node before anything runs.
#   usage: scripts/ci/suites-on-node.sh MAJOR
# Needs TEST_DATABASE_URL, as .ci/run exports it; by hand:
#   npx tsx scripts/test-postgres/with-cluster.ts bash scripts/ci/suites-on-node.sh 24
set -euo pipefail
cd "$(dirname "$0")/../.."

major="${1:-}"
if ! [[ "$major" =~ ^[0-9]+$ ]]; then
  echo "usage: $0 MAJOR (a Node major version, such as 24)" >&2
  exit 2
fi
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  echo "$0: TEST_DATABASE_URL is not set; run it under scripts/test-postgres/with-cluster.ts" >&2
  exit 2
fi

node_binary="$(bash scripts/ci/node-from-registry.sh "$major")"
PATH="$(dirname "$node_binary"):$PATH"
export PATH
version="$(node --version)"
if [[ "$version" != "v$major."* ]]; then
  echo "$0: asked for Node $major, but node on PATH is $version" >&2
  exit 1
fi
export EXPECTED_NODE_VERSION="$version"

part() {
  local name="$1" started=$SECONDS
  shift
  echo "== $name on Node $version =="
  "$@"
  echo "== $name on Node $version: passed in $((SECONDS - started)) s =="
}

started_all=$SECONDS
part "native addons check" node scripts/ci/check-native-modules.mjs
# Two runs of vitest.config.ts's files, to say which part failed: the server's and the rest. A
# folder added to that config lands in the unit suite's run without a change here.
part "unit suite" npx vitest run --exclude 'server/**'
part "server tests" npx vitest run --exclude '{app,lead-forms,scripts,tests}/**'
# The browser tests' fixed ports are shared with other checkouts on a developer's machine, and
# so is the lock around their build; on CI the lock is free.
part "site build (build:e2e)" flock /tmp/kestrel-e2e.lock npm run build:e2e
part "fault suite" npx playwright test -c playwright.faults.config.ts
echo "== Node $version: all parts passed in $((SECONDS - started_all)) s =="
