#!/usr/bin/env bash
# Runs a command on a given Node major. When the machine's `node` is already that major, the
# command runs as it is; otherwise the newest release of that major is taken from the npm registry
# (scripts/ci/node-from-registry.sh) and its bin folder is put first on PATH, so that `node`, and
# npm and npx too (JavaScript programs started through `#!/usr/bin/env node`), npm's scripts, the
# test runners' workers and every server or child process the tests start run on it. Before the
# command runs, both `node` and npm are checked to be on that Node, and EXPECTED_NODE_VERSION is
# exported for the suites that check it (tests/faults/node-version.spec.ts).
#   usage: scripts/ci/with-node.sh MAJOR COMMAND [ARGS...]
#   e.g.   bash scripts/ci/with-node.sh 24 npm test
set -euo pipefail

major="${1:-}"
if ! [[ "$major" =~ ^[0-9]+$ ]] || [ "$#" -lt 2 ]; then
  echo "usage: $0 MAJOR COMMAND [ARGS...] (MAJOR is a Node major version, such as 24)" >&2
  exit 2
fi
shift

here="$(cd "$(dirname "$0")" && pwd)"
machine_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo none)"
if [ "$machine_major" != "$major" ]; then
  node_binary="$(bash "$here/node-from-registry.sh" "$major")"
  PATH="$(dirname "$node_binary"):$PATH"
  export PATH
fi

version="$(node --version)"
if [[ "$version" != "v$major."* ]]; then
  echo "$0: asked for Node $major, but node on PATH is $version" >&2
  exit 1
fi
# npm is a JavaScript program: it runs on whichever node its first line finds. `npm version`
# reports the versions of the Node that runs it.
npm_node="$(npm version --json | node -p 'JSON.parse(require("fs").readFileSync(0, "utf8")).node')"
if [ "v$npm_node" != "$version" ]; then
  echo "$0: node on PATH is $version, but npm runs on Node v$npm_node" >&2
  exit 1
fi
export EXPECTED_NODE_VERSION="$version"
exec "$@"
